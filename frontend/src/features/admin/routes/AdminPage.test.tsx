import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockCatalog } from '@/features/catalog/testing/catalog-mock';
import { setMatchingMediaQueries } from '@/testing/match-media';
import { server, signInAs } from '@/testing/server';
import { renderWithProviders } from '@/testing/test-utils';
import { adminUser } from '@/testing/users';
import AdminPage from './AdminPage';

beforeEach(() => {
  signInAs(adminUser);
});

afterEach(() => {
  notifications.clean();
});

function row(name: string): HTMLElement {
  const tableRow = screen.getByRole('rowheader', { name }).closest('tr');
  if (!tableRow) throw new Error(`no row for ${name}`);
  return tableRow;
}

async function openServiceDialog(name: string) {
  const view = renderWithProviders(<AdminPage />, { route: '/admin' });
  await screen.findByRole('rowheader', { name });
  await view.user.click(within(row(name)).getByRole('button', { name: `Editar ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Editar Serviço - ${name}` });
  return { ...view, dialog };
}

async function openCourseDialog(name: string) {
  const view = renderWithProviders(<AdminPage />, { route: '/admin?tab=cursos' });
  await screen.findByRole('rowheader', { name });
  await view.user.click(within(row(name)).getByRole('button', { name: `Editar ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Editar Curso - ${name}` });
  return { ...view, dialog };
}

describe('the staff tools of /admin', () => {
  it('link to the requests inbox, the cases, the invite page and the demonstration dashboard, which the sidebar has no room for', async () => {
    mockCatalog();
    renderWithProviders(<AdminPage />, { route: '/admin' });

    const tools = await screen.findByRole('navigation', { name: 'Ferramentas da equipe' });
    expect(within(tools).getByRole('link', { name: 'Convite (QR para instalar o portal)' })).toHaveAttribute(
      'href',
      '/invite',
    );
    expect(within(tools).getByRole('link', { name: 'Painel de demonstração' })).toHaveAttribute('href', '/demo');
    expect(within(tools).getByRole('link', { name: 'Processos dos clientes' })).toHaveAttribute('href', '/admin/cases');
    expect(within(tools).getByRole('link', { name: /^Solicitações/ })).toHaveAttribute('href', '/admin/requests');
  });
});

describe('the services table of /admin', () => {
  it('lists every service, inactive ones too, with price, discount and Ativo or Inativo', async () => {
    const catalog = mockCatalog();

    renderWithProviders(<AdminPage />, { route: '/admin' });

    expect(await screen.findByRole('tab', { name: 'Serviços' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('rowheader', { name: 'Serviços Consulares' });
    expect(catalog.state.calls[0]).toMatchObject({ method: 'GET', path: '/api/services', search: '?all=true' });
    expect(row('Serviços Consulares')).toHaveTextContent('Inativo');
    expect(row('Solicitação de Visto')).toHaveTextContent('Ativo');
    expect(row('Solicitação de Visto')).toHaveTextContent('R$ 1.080,00');
    expect(row('Solicitação de Visto')).toHaveTextContent('Sem desconto');
    expect(row('Solicitação de Cidadania')).toHaveTextContent('SOB CONSULTA');
    expect(row('Consulta Jurídica')).toHaveTextContent('10% · código JURIDICO10');
  });

  it('tells each service as a card on a phone, where the table does not fit', async () => {
    setMatchingMediaQueries('(max-width: 47.99em)');
    mockCatalog();

    const { user } = renderWithProviders(<AdminPage />, { route: '/admin' });

    const heading = await screen.findByRole('heading', { level: 2, name: 'Consulta Jurídica' });
    const item = heading.closest('article');
    expect(item).toHaveTextContent('R$ 350,00 · Brasil');
    expect(item).toHaveTextContent('10% · código JURIDICO10');
    expect(item).toHaveTextContent('Ativo');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar Consulta Jurídica' }));
    expect(await screen.findByRole('dialog', { name: 'Editar Serviço - Consulta Jurídica' })).toBeInTheDocument();
  });

  it("says 'Nenhum serviço disponível.' when there is none", async () => {
    mockCatalog({ services: [] });

    renderWithProviders(<AdminPage />, { route: '/admin' });

    expect(await screen.findByText('Nenhum serviço disponível.')).toBeInTheDocument();
  });
});

describe('the service edit dialog', () => {
  it('shows the discount fields only while the discount is on', async () => {
    mockCatalog();
    const { user, dialog } = await openServiceDialog('Solicitação de Visto');

    expect(within(dialog).getByRole('textbox', { name: 'Nome' })).toHaveValue('Solicitação de Visto');
    expect(within(dialog).getByRole('textbox', { name: 'Preço (R$)' })).toHaveValue('1.080,00');
    const discount = within(dialog).getByRole('switch', { name: 'Desconto disponível' });
    expect(discount).not.toBeChecked();
    expect(within(dialog).queryByRole('textbox', { name: 'Desconto (%)' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Código promocional' })).not.toBeInTheDocument();

    await user.click(discount);

    expect(within(dialog).getByRole('textbox', { name: 'Desconto (%)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Código promocional' })).toBeInTheDocument();

    await user.click(discount);

    expect(within(dialog).queryByRole('textbox', { name: 'Desconto (%)' })).not.toBeInTheDocument();
  });

  it("refuses a short name, an unreadable price and a discount outside 1-99, with the spec's messages", async () => {
    const catalog = mockCatalog();
    const { user, dialog } = await openServiceDialog('Solicitação de Visto');

    const name = within(dialog).getByRole('textbox', { name: 'Nome' });
    await user.clear(name);
    await user.type(name, 'ab');
    const price = within(dialog).getByRole('textbox', { name: 'Preço (R$)' });
    await user.clear(price);
    await user.type(price, '10.80');
    await user.click(within(dialog).getByRole('switch', { name: 'Desconto disponível' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Desconto (%)' }), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await within(dialog).findByText('Nome deve ter pelo menos 3 caracteres')).toBeInTheDocument();
    expect(within(dialog).getByText('Por favor, insira um preço válido (ex: 980,00).')).toBeInTheDocument();
    expect(within(dialog).getByText('O desconto deve ser uma porcentagem entre 1 e 99')).toBeInTheDocument();
    expect(name).toBeInvalid();
    expect(catalog.changes()).toEqual([]);
  });

  it('saves the form in centavos, confirms, closes and refreshes the row', async () => {
    const catalog = mockCatalog();
    const { user, dialog } = await openServiceDialog('Solicitação de Visto');

    const price = within(dialog).getByRole('textbox', { name: 'Preço (R$)' });
    await user.clear(price);
    await user.type(price, '1.250,50');
    await user.click(within(dialog).getByRole('switch', { name: 'Desconto disponível' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Desconto (%)' }), '15');
    await user.type(within(dialog).getByRole('textbox', { name: 'Código promocional' }), ' VISTO15 ');
    await user.click(within(dialog).getByRole('switch', { name: /^Ativo/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Serviço atualizado');
    expect(toast).toHaveTextContent('As alterações foram salvas com sucesso.');
    expect(catalog.changes()).toEqual([
      {
        method: 'PATCH',
        path: '/api/services/2',
        search: '',
        body: {
          name: 'Solicitação de Visto',
          price: 125050,
          discountAvailable: true,
          discountAmount: 15,
          discountCode: 'VISTO15',
          active: false,
        },
      },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(row('Solicitação de Visto')).toHaveTextContent('Inativo');
    });
    expect(row('Solicitação de Visto')).toHaveTextContent('R$ 1.250,50');
    expect(row('Solicitação de Visto')).toHaveTextContent('15% · código VISTO15');
  });

  it('sends an empty price as none, for SOB CONSULTA', async () => {
    const catalog = mockCatalog();
    const { user, dialog } = await openServiceDialog('Solicitação de Visto');

    await user.clear(within(dialog).getByRole('textbox', { name: 'Preço (R$)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await screen.findByRole('alert');
    expect(catalog.changes()[0]?.body).toMatchObject({ price: null, discountAvailable: false, discountAmount: null });
  });

  it("shows the server's refusal on its field, and a toast that points there", async () => {
    mockCatalog();
    server.use(
      http.patch('/api/services/:id', () =>
        HttpResponse.json(
          { message: 'Já existe um item com este nome', fieldErrors: { name: 'Já existe um item com este nome' } },
          { status: 409 },
        ),
      ),
    );
    const { user, dialog } = await openServiceDialog('Solicitação de Visto');

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Erro ao atualizar serviço');
    expect(toast).toHaveTextContent('Veja a mensagem no campo marcado.');
    expect(toast).not.toHaveTextContent('Já existe um item com este nome');
    expect(within(dialog).getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription(
      'Já existe um item com este nome',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('the courses table of /admin', () => {
  it('lists every course with its prices and Ativo or Inativo', async () => {
    const catalog = mockCatalog();
    const { user } = renderWithProviders(<AdminPage />, { route: '/admin' });

    await user.click(await screen.findByRole('tab', { name: 'Cursos' }));

    await screen.findByRole('rowheader', { name: 'Curso Intermediário de Italiano' });
    expect(catalog.state.calls).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/api/courses', search: '?all=true' }),
    );
    expect(row('Curso Intermediário de Italiano')).toHaveTextContent('Inativo');
    expect(row('Curso Básico de Italiano')).toHaveTextContent('R$ 3.588,00');
    expect(row('Curso Básico de Italiano')).toHaveTextContent('R$ 3.088,00');
    expect(row('Curso Básico de Italiano')).toHaveTextContent('Ativo');
    expect(row('Preparatório CILS B1 Cidadania')).toHaveTextContent('Sem promoção');
  });

  it("says 'Nenhum curso disponível.' when there is none", async () => {
    mockCatalog({ courses: [] });

    renderWithProviders(<AdminPage />, { route: '/admin?tab=cursos' });

    expect(await screen.findByText('Nenhum curso disponível.')).toBeInTheDocument();
  });
});

describe('the course edit dialog', () => {
  it('refuses a promotional price that is not below the regular price', async () => {
    const catalog = mockCatalog();
    const { user, dialog } = await openCourseDialog('Curso Básico de Italiano');

    const discount = within(dialog).getByRole('textbox', { name: 'Preço promocional (R$)' });
    expect(discount).toHaveValue('3.088,00');
    await user.clear(discount);
    await user.type(discount, '3.588,00');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(
      await within(dialog).findByText('O preço com desconto deve ser menor que o preço regular'),
    ).toBeInTheDocument();
    expect(catalog.changes()).toEqual([]);
  });

  it('keeps a trimmed discount code for approved discount requests, 50 characters at most', async () => {
    const catalog = mockCatalog();
    const { user, dialog } = await openCourseDialog('Curso Básico de Italiano');

    const code = within(dialog).getByRole('textbox', { name: 'Código de desconto' });
    expect(code).toHaveValue('');
    await user.type(code, 'X'.repeat(51));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('O código de desconto deve ter no máximo 50 caracteres'),
    ).toBeInTheDocument();
    expect(catalog.changes()).toEqual([]);

    await user.clear(code);
    await user.type(code, ' ITALIA10 ');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Curso atualizado');
    expect(catalog.changes()).toMatchObject([{ path: '/api/courses/1', body: { discountCode: 'ITALIA10' } }]);
  });

  it("saves, clearing the promotion when the field is emptied, and confirms with 'Curso atualizado'", async () => {
    const catalog = mockCatalog();
    const { user, dialog } = await openCourseDialog('Curso Básico de Italiano');

    await user.clear(within(dialog).getByRole('textbox', { name: 'Preço promocional (R$)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Curso atualizado');
    expect(toast).toHaveTextContent('As alterações foram salvas com sucesso.');
    expect(catalog.changes()).toEqual([
      {
        method: 'PATCH',
        path: '/api/courses/1',
        search: '',
        body: {
          name: 'Curso Básico de Italiano',
          price: 358800,
          discountPrice: null,
          discountCode: null,
          active: true,
        },
      },
    ]);
    await waitFor(() => {
      expect(row('Curso Básico de Italiano')).toHaveTextContent('Sem promoção');
    });
  });

  it("says 'Erro ao atualizar curso' with the server's message when saving fails", async () => {
    mockCatalog();
    server.use(
      http.patch('/api/courses/:id', () => HttpResponse.json({ message: 'Curso não encontrado.' }, { status: 404 })),
    );
    const { user, dialog } = await openCourseDialog('Curso Básico de Italiano');

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Erro ao atualizar curso');
    expect(toast).toHaveTextContent('Curso não encontrado.');
  });
});
