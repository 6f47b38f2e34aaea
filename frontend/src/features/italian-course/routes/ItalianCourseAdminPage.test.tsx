import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { courseWithoutPercent, mockCatalog } from '@/features/catalog/testing/catalog-mock';
import { card as catalogCard } from '@/features/catalog/testing/catalog-screen';
import { server, signInAs } from '@/testing/server';
import { renderWithProviders } from '@/testing/test-utils';
import { adminUser } from '@/testing/users';
import ItalianCourseAdminPage from './ItalianCourseAdminPage';

beforeEach(() => {
  signInAs(adminUser);
});

afterEach(() => {
  notifications.clean();
});

/** The course's card: the page's course names are level-3 headings. */
const card = (name: string) => catalogCard(name, 3);

async function openDialog(name: string) {
  const view = renderWithProviders(<ItalianCourseAdminPage />, { route: '/italian-course-admin' });
  await screen.findByRole('heading', { level: 3, name });
  await view.user.click(within(card(name)).getByRole('button', { name: `Editar preços de ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Editar Preço - ${name}` });
  return {
    ...view,
    dialog,
    price: within(dialog).getByRole('textbox', { name: 'Preço regular (R$)' }),
    discount: within(dialog).getByRole('textbox', { name: 'Preço promocional (R$)' }),
    save: within(dialog).getByRole('button', { name: 'Salvar' }),
  };
}

describe('the course admin page', () => {
  it('lists the courses with regular price, promotional price and discount percentage', async () => {
    const catalog = mockCatalog();

    renderWithProviders(<ItalianCourseAdminPage />, { route: '/italian-course-admin' });

    await screen.findByRole('heading', { level: 3, name: 'Curso Básico de Italiano' });
    const basic = card('Curso Básico de Italiano');
    expect(basic).toHaveTextContent('Preço regularR$ 3.588,00');
    expect(basic).toHaveTextContent('Preço promocionalR$ 3.088,00');
    expect(basic).toHaveTextContent('Desconto14%');
    expect(card('Curso Intermediário de Italiano')).toHaveTextContent('Desconto20%');
    expect(card('Curso Intermediário de Italiano')).toHaveTextContent('Inativo');
    expect(card('Preparatório CILS B1 Cidadania')).toHaveTextContent('Sem promoção');
    expect(catalog.state.calls[0]).toMatchObject({ path: '/api/courses', search: '?all=true' });
  });

  it('computes the percentage when the answer lacks it: rounded 1 - discount / price', async () => {
    mockCatalog({ courses: [courseWithoutPercent()] });

    renderWithProviders(<ItalianCourseAdminPage />, { route: '/italian-course-admin' });

    await screen.findByRole('heading', { level: 3, name: 'Curso de Conversação' });
    expect(card('Curso de Conversação')).toHaveTextContent('Desconto33%');
  });

  it('leads back to the course page', async () => {
    mockCatalog();

    renderWithProviders(<ItalianCourseAdminPage />, { route: '/italian-course-admin' });

    expect(await screen.findByRole('link', { name: 'Voltar ao Curso de Italiano' })).toHaveAttribute(
      'href',
      '/italian-course',
    );
  });

  it("says 'Falha ao carregar cursos' when the courses cannot be loaded", async () => {
    server.use(
      http.get('/api/courses', () => HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 })),
    );

    renderWithProviders(<ItalianCourseAdminPage />, { route: '/italian-course-admin' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Falha ao carregar cursos');
    expect(alert).toHaveTextContent('Erro interno do servidor.');
  });
});

describe('the course price dialog', () => {
  it('refuses a zero regular price and a promotional price not below it', async () => {
    const catalog = mockCatalog();
    const { user, dialog, price, discount, save } = await openDialog('Curso Básico de Italiano');

    expect(price).toHaveValue('3.588,00');
    expect(discount).toHaveValue('3.088,00');
    await user.clear(price);
    await user.type(price, '0,00');
    await user.click(save);

    expect(await within(dialog).findByText('O preço deve ser maior que zero')).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '3.000,00');
    await user.click(save);

    expect(
      await within(dialog).findByText('O preço com desconto deve ser menor que o preço regular'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('O preço deve ser maior que zero')).not.toBeInTheDocument();
    expect(catalog.changes()).toEqual([]);
  });

  it('shows the discount the typed prices give', async () => {
    mockCatalog();
    const { user, dialog, discount } = await openDialog('Curso Básico de Italiano');

    expect(within(dialog).getByText('Desconto de 14% sobre o preço regular')).toBeInTheDocument();
    await user.clear(discount);
    await user.type(discount, '1.794,00');

    expect(within(dialog).getByText('Desconto de 50% sobre o preço regular')).toBeInTheDocument();
  });

  it('saves both prices in centavos, confirms and refreshes the card', async () => {
    const catalog = mockCatalog();
    const { user, price, discount, save } = await openDialog('Preparatório CILS B1 Cidadania');

    await user.clear(price);
    await user.type(price, '2.000,00');
    await user.type(discount, '1.500');
    await user.click(save);

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Sucesso');
    expect(toast).toHaveTextContent('Preço do curso atualizado com sucesso');
    expect(catalog.changes()).toEqual([
      { method: 'PATCH', path: '/api/courses/2', search: '', body: { price: 200000, discountPrice: 150000 } },
    ]);
    await waitFor(() => {
      expect(card('Preparatório CILS B1 Cidadania')).toHaveTextContent('Desconto25%');
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it("says 'Não foi possível salvar o preço' and points to the field the server refused", async () => {
    mockCatalog();
    server.use(
      http.patch('/api/courses/:id', () =>
        HttpResponse.json(
          {
            message: 'Dados inválidos',
            fieldErrors: { discountPrice: 'O preço com desconto deve ser menor que o preço regular' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog, save } = await openDialog('Curso Básico de Italiano');

    await user.click(save);

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Erro');
    expect(toast).toHaveTextContent('Não foi possível salvar o preço');
    expect(toast).toHaveTextContent('Veja a mensagem no campo marcado.');
    expect(within(dialog).getByText('O preço com desconto deve ser menor que o preço regular')).toBeInTheDocument();
  });
});
