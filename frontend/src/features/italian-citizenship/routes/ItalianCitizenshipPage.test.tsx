import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { serveVault } from '@/testing/vault';

/** The services as the catalogue stores them (the migration's prices). */
const offers = [
  { id: 1, slug: 'contra-decreto', name: 'Contra Decreto', price: 500000, discountPrice: null, discountPercent: null },
  {
    id: 2,
    slug: 'em-andamento',
    name: 'Processo em Andamento',
    price: 300000,
    discountPrice: null,
    discountPercent: null,
  },
  {
    id: 3,
    slug: 'menores-urgente',
    name: 'Menores de Idade',
    price: 600000,
    discountPrice: null,
    discountPercent: null,
  },
];

beforeEach(() => {
  signInAs(regularUser);
  serveVault();
  server.use(http.get('/api/citizenship-offers', () => HttpResponse.json(offers)));
});

it('shows the three services with their prices and documents, and ?type= preselects one', async () => {
  renderApp('/italian-citizenship?type=menores-urgente');

  expect(await screen.findByRole('heading', { name: 'Contra Decreto' })).toBeInTheDocument();
  expect(await screen.findByText('R$ 5.000,00')).toBeInTheDocument();
  expect(screen.getByText('R$ 3.000,00')).toBeInTheDocument();
  expect(screen.getByText('R$ 6.000,00')).toBeInTheDocument();
  expect(screen.getByText('Decreto negativo')).toBeInTheDocument();
  expect(screen.getByText('URGENTE')).toBeInTheDocument();
  expect(screen.getByText('Atenção: prazo para menores de idade')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Selecionar Menores de Idade' })).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByRole('heading', { name: 'Solicitar: Menores de Idade' })).toBeInTheDocument();
});

it('asks for a service first and for every contact field', async () => {
  const { user } = renderApp('/italian-citizenship');

  expect(await screen.findByText('Escolha um dos serviços acima para enviar sua solicitação.')).toBeInTheDocument();
  const send = screen.getByRole('button', { name: 'Enviar solicitação' });
  expect(send).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Solicitar Processo em Andamento' }));
  expect(screen.getByRole('heading', { name: 'Solicitar: Processo em Andamento' })).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/Nome completo/));
  await user.clear(screen.getByLabelText(/E-mail/));
  await user.clear(screen.getByLabelText(/Telefone\/WhatsApp/));
  await user.type(screen.getByLabelText(/E-mail/), 'joao@');
  await user.click(send);

  expect(await screen.findByText('Endereço de e-mail inválido')).toBeInTheDocument();
  expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument();
  expect(screen.getByText('Telefone/WhatsApp é obrigatório')).toBeInTheDocument();
  expect(screen.getByText('Descreva o seu caso')).toBeInTheDocument();
});

it('sends the request with the chosen vault document and shows the confirmation', async () => {
  let sent: unknown = null;
  server.use(
    http.post('/api/requests', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ id: 1 }, { status: 201 });
    }),
  );
  const { user } = renderApp('/italian-citizenship?type=contra-decreto');

  await user.clear(await screen.findByLabelText(/Telefone\/WhatsApp/));
  await user.type(screen.getByLabelText(/Telefone\/WhatsApp/), '(11) 98765-4321');
  await user.type(screen.getByLabelText(/Detalhes do caso/), 'Meu pedido foi negado.');
  await user.click(await screen.findByRole('checkbox', { name: 'certidao.pdf' }));
  await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));

  const confirmation = await screen.findByRole('status', { name: '' });
  // The form and its button are gone: the keyboard goes on from the confirmation's title.
  expect(within(confirmation).getByRole('heading', { name: 'Solicitação enviada!' })).toHaveFocus();
  expect(within(confirmation).getByText(/responderá em até 24 horas/)).toBeInTheDocument();
  expect(sent).toEqual({
    kind: 'citizenship',
    offer: 'contra-decreto',
    name: regularUser.fullName,
    email: regularUser.email,
    phone: '(11) 98765-4321',
    message: 'Meu pedido foi negado.',
    documentIds: [7],
  });
});

it('sends the request as priority when opened from a priority quick-access link, and says so', async () => {
  let sent: Record<string, unknown> | null = null;
  server.use(
    http.post('/api/requests', async ({ request }) => {
      sent = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ id: 1 }, { status: 201 });
    }),
  );
  const { user } = renderApp('/italian-citizenship?type=menores-urgente&priority=true');

  expect(await screen.findByText(/a equipe verá este pedido marcado como prioridade/)).toBeInTheDocument();
  await user.clear(await screen.findByLabelText(/Telefone\/WhatsApp/));
  await user.type(screen.getByLabelText(/Telefone\/WhatsApp/), '(11) 98765-4321');
  await user.type(screen.getByLabelText(/Detalhes do caso/), 'Meu filho faz 18 anos em março.');
  await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));

  expect(await screen.findByText('Solicitação enviada!')).toBeInTheDocument();
  expect(sent).toEqual(expect.objectContaining({ kind: 'citizenship', offer: 'menores-urgente', priority: true }));
});

it("shows the server's field messages", async () => {
  server.use(
    http.post('/api/requests', () =>
      HttpResponse.json({ message: 'Dados inválidos', fieldErrors: { phone: 'Telefone inválido' } }, { status: 400 }),
    ),
  );
  const { user } = renderApp('/italian-citizenship?type=em-andamento');

  await user.type(await screen.findByLabelText(/Telefone\/WhatsApp/), '12');
  await user.type(screen.getByLabelText(/Detalhes do caso/), 'Processo parado.');
  await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));

  expect(await screen.findByText('Telefone inválido')).toBeInTheDocument();
});

it('shows a stored discounted price beside the regular one, with no pencil for clients', async () => {
  server.use(
    http.get('/api/citizenship-offers', () =>
      HttpResponse.json([
        { ...offers[0], price: 520000, discountPrice: 468000, discountPercent: 10 },
        ...offers.slice(1),
      ]),
    ),
  );
  renderApp('/italian-citizenship');

  expect(await screen.findByText('R$ 4.680,00')).toBeInTheDocument();
  expect(screen.getByText('R$ 5.200,00')).toHaveStyle({ textDecoration: 'line-through' });
  expect(screen.getByText('10% de desconto')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Editar Preço/ })).not.toBeInTheDocument();
});

it("lets an administrator set a service's prices with 'Editar Preço', checking them first", async () => {
  signInAs(adminUser);
  let saved: unknown = null;
  server.use(
    http.patch('/api/admin/citizenship-offers/2', async ({ request }) => {
      saved = await request.json();
      return HttpResponse.json({ ...offers[1], price: 320000, discountPrice: 290000, discountPercent: 9 });
    }),
  );
  const { user } = renderApp('/italian-citizenship');

  await user.click(await screen.findByRole('button', { name: 'Editar Preço - Processo em Andamento' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar Preço - Processo em Andamento' });
  const price = within(dialog).getByLabelText(/Preço regular/);
  const discount = within(dialog).getByLabelText(/Preço promocional/);
  expect(price).toHaveValue('3.000,00');
  await user.clear(price);
  await user.type(price, '3.200,00');
  await user.type(discount, '3.300,00');
  await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
  expect(
    await within(dialog).findByText('O preço com desconto deve ser menor que o preço regular'),
  ).toBeInTheDocument();
  expect(saved).toBeNull();

  await user.clear(discount);
  await user.type(discount, '2.900,00');
  await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Preço do serviço atualizado com sucesso')).toBeInTheDocument();
  expect(saved).toEqual({ price: 320000, discountPrice: 290000 });
});
