import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { regularUser } from '@/testing/users';
import { captureSubmittedRequest, serveVault } from '@/testing/vault';

let sent: () => unknown;

beforeEach(() => {
  signInAs(regularUser);
  serveVault();
  sent = captureSubmittedRequest();
});

it('starts with the defaults: one empty heir, one property, extrajudicial, contact by e-mail', async () => {
  const { user } = renderApp('/estate-inventory');

  expect(await screen.findByLabelText('Tipo de inventário')).toHaveValue('extrajudicial');
  expect(screen.getByRole('heading', { level: 1, name: 'Inventário' })).toBeInTheDocument();
  expect(screen.getByLabelText('Como prefere ser contatado?')).toHaveValue('email');
  await user.click(screen.getByRole('tab', { name: 'Herdeiros' }));
  expect(screen.getAllByRole('group', { name: /^Herdeiro \d$/ })).toHaveLength(1);
  await user.click(screen.getByRole('tab', { name: 'Bens e Documentos' }));
  const asset = screen.getByRole('group', { name: 'Bem 1' });
  expect(within(asset).getByLabelText('Tipo')).toHaveValue('real-estate');
});

it("refuses to remove the last heir or asset with 'Não é possível remover'", async () => {
  const { user } = renderApp('/estate-inventory');

  await user.click(await screen.findByRole('tab', { name: 'Herdeiros' }));
  await user.click(screen.getByRole('button', { name: 'Remover herdeiro 1' }));
  expect(await screen.findByText('Não é possível remover')).toBeInTheDocument();
  expect(screen.getByText('É necessário ter pelo menos um herdeiro.')).toBeInTheDocument();
  expect(screen.getAllByRole('group', { name: /^Herdeiro \d$/ })).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Adicionar Herdeiro' }));
  expect(screen.getAllByRole('group', { name: /^Herdeiro \d$/ })).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Remover herdeiro 2' }));
  expect(screen.getAllByRole('group', { name: /^Herdeiro \d$/ })).toHaveLength(1);

  await user.click(screen.getByRole('tab', { name: 'Bens e Documentos' }));
  await user.click(screen.getByRole('button', { name: 'Remover bem 1' }));
  expect(await screen.findByText('É necessário ter pelo menos um bem.')).toBeInTheDocument();
});

it('shows the first tab with missing fields when the send is refused, and marks every such tab', async () => {
  const { user } = renderApp('/estate-inventory');

  await user.type(await screen.findByLabelText(/Nome completo do falecido/), 'José da Silva');
  await user.click(screen.getByRole('button', { name: 'Solicitar Orçamento' }));

  const marked = (name: string) => screen.getByRole('tab', { name: `${name} (corrija os campos marcados)` });
  await waitFor(() => {
    expect(marked('Herdeiros')).toHaveAttribute('aria-selected', 'true');
  });
  expect(screen.getByText('Nome do herdeiro é obrigatório')).toBeVisible();
  expect(marked('Bens e Documentos')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Informações Básicas' })).toBeInTheDocument();
  expect(sent()).toBeNull();

  // Filled in, the heir's tab loses its mark; the assets' keeps it.
  const heir = screen.getByRole('group', { name: 'Herdeiro 1' });
  await user.type(within(heir).getByLabelText(/^Nome/), 'Maria da Silva');
  expect(await screen.findByRole('tab', { name: 'Herdeiros' })).toBeInTheDocument();
  expect(marked('Bens e Documentos')).toBeInTheDocument();
});

it("marks the tab of a list item the server refused, with the server's message under its field", async () => {
  const { user } = renderApp('/estate-inventory');
  server.use(
    http.post('/api/requests', () =>
      HttpResponse.json(
        { message: 'Dados inválidos', fieldErrors: { 'assets.0.estimatedValue': 'Use no máximo 200 caracteres.' } },
        { status: 400 },
      ),
    ),
  );

  await user.type(await screen.findByLabelText(/Nome completo do falecido/), 'José da Silva');
  await user.click(screen.getByRole('tab', { name: 'Herdeiros' }));
  await user.type(within(screen.getByRole('group', { name: 'Herdeiro 1' })).getByLabelText(/^Nome/), 'Maria');
  await user.click(screen.getByRole('tab', { name: 'Bens e Documentos' }));
  await user.type(screen.getByLabelText(/Descrição/), 'Casa em Campinas');
  await user.click(screen.getByRole('tab', { name: 'Informações Básicas' }));
  await user.click(screen.getByRole('button', { name: 'Solicitar Orçamento' }));

  expect(await screen.findByRole('tab', { name: 'Bens e Documentos (corrija os campos marcados)' })).toBeVisible();
  expect(screen.getByRole('tab', { name: 'Herdeiros' })).toBeInTheDocument();
  // Under the field, in the tab the person opens next.
  expect(screen.getByLabelText('Valor estimado')).toHaveAccessibleDescription('Use no máximo 200 caracteres.');
});

it('says an estimated value that is not an amount of reais, on its field, before sending', async () => {
  const { user } = renderApp('/estate-inventory');

  await user.type(await screen.findByLabelText(/Nome completo do falecido/), 'José da Silva');
  await user.click(screen.getByRole('tab', { name: 'Herdeiros' }));
  await user.type(within(screen.getByRole('group', { name: 'Herdeiro 1' })).getByLabelText(/^Nome/), 'Maria');
  await user.click(screen.getByRole('tab', { name: 'Bens e Documentos' }));
  await user.type(screen.getByLabelText(/Descrição/), 'Casa em Campinas');
  await user.type(screen.getByLabelText('Valor estimado'), 'uns 300 mil');
  await user.tab();
  expect(screen.getByLabelText('Valor estimado')).toHaveAccessibleDescription(
    'Informe um valor em reais acima de zero, como 2.500,00.',
  );
  await user.click(screen.getByRole('button', { name: 'Solicitar Orçamento' }));
  expect(await screen.findByRole('tab', { name: 'Bens e Documentos (corrija os campos marcados)' })).toBeVisible();
  expect(sent()).toBeNull();
});

it('refuses a death dated after today, on the field, before sending', async () => {
  const { user } = renderApp('/estate-inventory');
  const tomorrow = dayjs().add(1, 'day');

  await user.type(await screen.findByLabelText(/Nome completo do falecido/), 'José da Silva');
  await user.type(screen.getByLabelText('Data do óbito'), tomorrow.format('DD/MM/YYYY'));
  await user.click(screen.getByRole('button', { name: 'Solicitar Orçamento' }));

  expect(await screen.findByText('A data do óbito não pode estar no futuro')).toBeVisible();
  expect(screen.getByRole('tab', { name: /^Informações Básicas/ })).toHaveAttribute('aria-selected', 'true');
  expect(sent()).toBeNull();
});

it('brings back the first tab when one of its texts is longer than the server takes', async () => {
  const { user } = renderApp('/estate-inventory');

  await user.type(await screen.findByLabelText(/Nome completo do falecido/), 'José da Silva');
  await user.click(screen.getByLabelText('Observações'));
  await user.paste('a'.repeat(5001));
  await user.click(screen.getByRole('tab', { name: 'Herdeiros' }));
  await user.type(within(screen.getByRole('group', { name: 'Herdeiro 1' })).getByLabelText(/^Nome/), 'Maria');
  await user.click(screen.getByRole('tab', { name: 'Bens e Documentos' }));
  await user.type(screen.getByLabelText(/Descrição/), 'Apartamento');
  await user.click(screen.getByRole('button', { name: 'Solicitar Orçamento' }));

  await waitFor(() => {
    expect(screen.getByRole('tab', { name: /^Informações Básicas \(corrija/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
  expect(screen.getByText('Texto longo demais (máximo 5000 caracteres)')).toBeVisible();
  expect(sent()).toBeNull();
});

it('sends the inventory with two heirs, an asset and a document, then shows the promise', async () => {
  const { user } = renderApp('/estate-inventory');

  await user.type(await screen.findByLabelText(/Nome completo do falecido/), 'José da Silva');
  await user.type(screen.getByLabelText('Data do óbito'), '14/03/2025');
  await user.selectOptions(screen.getByLabelText('Tipo de inventário'), 'judicial');
  await user.click(screen.getByRole('tab', { name: 'Herdeiros' }));
  await user.type(within(screen.getByRole('group', { name: 'Herdeiro 1' })).getByLabelText(/Nome/), 'Maria da Silva');
  await user.click(screen.getByRole('button', { name: 'Adicionar Herdeiro' }));
  const second = screen.getByRole('group', { name: 'Herdeiro 2' });
  await user.type(within(second).getByLabelText(/Nome/), 'Pedro da Silva');
  await user.selectOptions(within(second).getByLabelText('Parentesco'), 'spouse');
  await user.click(screen.getByRole('tab', { name: 'Bens e Documentos' }));
  await user.type(screen.getByLabelText(/Descrição/), 'Casa em Campinas');
  await user.type(screen.getByLabelText('Valor estimado'), 'R$ 350.000,00');
  await user.click(await screen.findByRole('checkbox', { name: 'certidao.pdf' }));
  await user.click(screen.getByRole('button', { name: 'Solicitar Orçamento' }));

  const confirmation = await screen.findByRole('status', { name: '' });
  expect(within(confirmation).getByText(/responderá em até 48 horas úteis/)).toBeInTheDocument();
  expect(sent()).toEqual({
    kind: 'inventory',
    deceasedName: 'José da Silva',
    deceasedDate: '2025-03-14',
    deceasedPlace: '',
    inventoryLocation: '',
    inventoryType: 'judicial',
    observations: '',
    contactPreference: 'email',
    heirs: [
      { name: 'Maria da Silva', relationship: 'child', contact: '' },
      { name: 'Pedro da Silva', relationship: 'spouse', contact: '' },
    ],
    assets: [{ description: 'Casa em Campinas', type: 'real-estate', estimatedValue: 'R$ 350.000,00', location: '' }],
    documentIds: [7],
  });
});
