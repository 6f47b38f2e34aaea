import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderWithProviders } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { holdPatch, mockCatalog } from '../testing/catalog-mock';
import { card, openPriceDialog } from '../testing/catalog-screen';
import { ServicesTab } from './ServicesTab';

afterEach(() => {
  notifications.clean();
});

function openServicePrice(serviceName: string) {
  return openPriceDialog(<ServicesTab onBook={jest.fn()} />, serviceName);
}

describe('the service cards', () => {
  it('show the name, description, minutes, country and price, or SOB CONSULTA without one', async () => {
    signInAs(regularUser);
    mockCatalog();

    renderWithProviders(<ServicesTab onBook={jest.fn()} />);

    await screen.findByRole('heading', { level: 2, name: 'Agendamento de Passaporte Italiano' });
    const passport = card('Agendamento de Passaporte Italiano');
    expect(passport).toHaveTextContent('Descrição de Agendamento de Passaporte Italiano.');
    expect(passport).toHaveTextContent('60 minutos');
    expect(passport).toHaveTextContent('Itália');
    expect(passport).toHaveTextContent('R$ 980,00');
    expect(card('Solicitação de Cidadania')).toHaveTextContent('90 minutos');
    expect(card('Solicitação de Cidadania')).toHaveTextContent('SOB CONSULTA');
    // Only active services are offered.
    expect(screen.queryByRole('heading', { name: 'Serviços Consulares' })).not.toBeInTheDocument();
  });

  it('hand the chosen service to the booking', async () => {
    signInAs(regularUser);
    mockCatalog();
    const onBook = jest.fn();

    const { user } = renderWithProviders(<ServicesTab onBook={onBook} />);

    await screen.findByRole('heading', { level: 2, name: 'Solicitação de Visto' });
    const book = within(card('Solicitação de Visto')).getByRole('button', { name: 'Agendar Serviço' });
    await user.click(book);
    expect(onBook).toHaveBeenCalledWith(expect.objectContaining({ id: 2, name: 'Solicitação de Visto' }));
  });

  it('show the price pencils to an administrator, one per card, named after the service', async () => {
    signInAs(adminUser);
    mockCatalog();

    renderWithProviders(<ServicesTab onBook={jest.fn()} />);

    expect(await screen.findByRole('button', { name: 'Editar preço de Solicitação de Visto' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Editar preço de/ })).toHaveLength(4);
  });

  it('show no pencil to a user', async () => {
    signInAs(regularUser);
    mockCatalog();

    renderWithProviders(<ServicesTab onBook={jest.fn()} />);

    await screen.findByRole('heading', { level: 2, name: 'Solicitação de Visto' });
    expect(screen.queryByRole('button', { name: /Editar preço/ })).not.toBeInTheDocument();
  });

  it('say so when there is no service', async () => {
    signInAs(regularUser);
    mockCatalog({ services: [] });

    renderWithProviders(<ServicesTab onBook={jest.fn()} />);

    expect(await screen.findByText('Nenhum serviço disponível.')).toBeInTheDocument();
  });

  it('say what failed when the list cannot be loaded, and try again on request', async () => {
    signInAs(regularUser);
    mockCatalog();
    server.use(
      http.get('/api/services', () => HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 }), {
        once: true,
      }),
    );

    const { user } = renderWithProviders(<ServicesTab onBook={jest.fn()} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os serviços');
    expect(alert).toHaveTextContent('Erro interno do servidor.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Solicitação de Visto' })).toBeInTheDocument();
  });
});

describe('the price dialog of a service', () => {
  beforeEach(() => {
    signInAs(adminUser);
  });

  it('opens with the current price, the format hint, Cancelar and Salvar', async () => {
    mockCatalog();

    const { dialog, field } = await openServicePrice('Solicitação de Visto');

    expect(field).toHaveValue('1.080,00');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Digite no formato: 980,00 ou 1.080,00 ou 12.000,00') as string,
    );
    expect(within(dialog).getByText('Preço atual: R$ 1.080,00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    await waitFor(() => {
      expect(field).toHaveFocus();
    });
  });

  it('refuses a price it cannot read, on the field and in a toast, and sends nothing', async () => {
    const catalog = mockCatalog();
    const { user, dialog, field } = await openServicePrice('Agendamento de Passaporte Italiano');

    await user.clear(field);
    await user.type(field, '980.00');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Por favor, insira um preço válido (ex: 980,00).') as string,
      );
    });
    expect(field).toBeInvalid();
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Erro');
    expect(toast).toHaveTextContent('Por favor, insira um preço válido (ex: 980,00).');
    expect(dialog).toBeInTheDocument();
    expect(catalog.changes()).toEqual([]);
  });

  it.each([
    ['zero', '0,00'],
    ['an empty price', ''],
  ])('refuses %s', async (_case, typed) => {
    const catalog = mockCatalog();
    const { user, dialog, field } = await openServicePrice('Solicitação de Visto');

    await user.clear(field);
    if (typed) await user.type(field, typed);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await within(dialog).findByText('Por favor, insira um preço válido (ex: 980,00).')).toBeInTheDocument();
    expect(catalog.changes()).toEqual([]);
  });

  it("shows 'Salvando...' while saving, then confirms, closes and shows the new price on the card", async () => {
    const catalog = mockCatalog();
    const saving = holdPatch('/api/admin/services/:id');
    const { user, dialog, field } = await openServicePrice('Agendamento de Passaporte Italiano');

    await user.clear(field);
    await user.type(field, '1.080,00');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const savingButton = await within(dialog).findByRole('button', { name: 'Salvando...' });
    expect(savingButton).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();

    saving.release();

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Preço atualizado');
    expect(toast).toHaveTextContent('O preço do serviço foi atualizado com sucesso!');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(catalog.changes()).toEqual([
      { method: 'PATCH', path: '/api/admin/services/1', search: '', body: { price: 108000 } },
    ]);
    await waitFor(() => {
      expect(card('Agendamento de Passaporte Italiano')).toHaveTextContent('R$ 1.080,00');
    });
    // The list was asked for again after the change.
    expect(catalog.state.calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('keeps the dialog open and says the price was not changed when the server refuses', async () => {
    mockCatalog();
    server.use(
      http.patch('/api/admin/services/:id', () =>
        HttpResponse.json(
          { message: 'Dados inválidos', fieldErrors: { price: 'O preço deve ser maior que zero' } },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog, field } = await openServicePrice('Solicitação de Visto');

    await user.clear(field);
    await user.type(field, '1.500,00');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Erro');
    expect(toast).toHaveTextContent('Não foi possível atualizar o preço do serviço.');
    expect(toast).toHaveTextContent('Veja a mensagem no campo marcado.');
    expect(within(dialog).getByText('O preço deve ser maior que zero')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('closes on Cancelar without saving', async () => {
    const catalog = mockCatalog();
    const { user, dialog } = await openServicePrice('Solicitação de Visto');

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(catalog.changes()).toEqual([]);
  });
});
