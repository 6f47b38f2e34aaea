import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { regularUser } from '@/testing/users';
import { SUBMITTED_REQUEST_ID, captureSubmittedRequest, serveVault } from '@/testing/vault';

let sent: () => unknown;

beforeEach(() => {
  signInAs(regularUser);
  serveVault();
  sent = captureSubmittedRequest();
});

it('asks for the company before sending a labour claim, then sends it with the defaults and a document', async () => {
  const { user } = renderApp('/labor-benefits');

  const send = await screen.findByRole('button', { name: 'Solicitar Orçamento' });
  expect(screen.getByRole('heading', { level: 1, name: 'Trabalhista e Previdenciário' })).toBeInTheDocument();
  expect(screen.getByLabelText('Tipo de atendimento desejado')).toHaveValue('agreement');
  expect(screen.getByLabelText('Como prefere ser contatado?')).toHaveValue('whatsapp');
  await user.click(send);
  expect(await screen.findByText('Nome da empresa é obrigatório')).toBeInTheDocument();
  expect(sent()).toBeNull();

  await user.type(screen.getByLabelText(/Nome da empresa/), 'Metalúrgica Paulista');
  await user.click(screen.getByRole('checkbox', { name: 'Fazia horas extras' }));
  await user.click(await screen.findByRole('checkbox', { name: 'certidao.pdf' }));
  await user.click(send);

  const confirmation = await screen.findByRole('status', { name: '' });
  expect(within(confirmation).getByText(/responderá em até 48 horas úteis/)).toBeInTheDocument();
  expect(within(confirmation).getByRole('link', { name: 'Acompanhar esta solicitação' })).toHaveAttribute(
    'href',
    `/requests/${String(SUBMITTED_REQUEST_ID)}`,
  );
  expect(within(confirmation).getByRole('link', { name: 'Ver minhas solicitações' })).toHaveAttribute(
    'href',
    '/requests',
  );
  expect(sent()).toEqual({
    kind: 'labor',
    companyName: 'Metalúrgica Paulista',
    employmentPeriod: '',
    dismissalReason: 'without-cause',
    serviceType: '',
    claimType: 'agreement',
    salary: '',
    overtime: true,
    dangerPay: false,
    laborRights: '',
    contactPreference: 'whatsapp',
    documentIds: [7],
  });
});

it('asks for the previous request only when it was denied or ceased, and requires it then', async () => {
  const { user } = renderApp('/labor-benefits');

  await user.click(await screen.findByRole('tab', { name: 'Previdenciário' }));
  expect(screen.getByLabelText('Benefício')).toHaveValue('retirement');
  const previous = screen.getByLabelText('Já fez algum pedido ao INSS?');
  expect(screen.queryByLabelText(/Conte como foi o pedido anterior/)).not.toBeInTheDocument();

  await user.selectOptions(previous, 'yes-receiving');
  expect(screen.queryByLabelText(/Conte como foi o pedido anterior/)).not.toBeInTheDocument();

  await user.selectOptions(previous, 'yes-denied');
  const details = screen.getByLabelText(/Conte como foi o pedido anterior/);
  await user.click(screen.getByRole('button', { name: 'Enviar Solicitação' }));
  expect(
    await screen.findByText('Conte como foi o pedido anterior', { selector: '.mantine-InputWrapper-error' }),
  ).toBeInTheDocument();
  expect(sent()).toBeNull();

  await user.type(details, 'Negado em 2024 por falta de carência.');
  await user.click(screen.getByRole('button', { name: 'Enviar Solicitação' }));
  await screen.findByRole('status', { name: '' });
  expect(sent()).toMatchObject({
    kind: 'benefit',
    benefitType: 'retirement',
    previousRequest: 'yes-denied',
    previousRequestDetails: 'Negado em 2024 por falta de carência.',
    contactPreference: 'whatsapp',
  });
});

it('sends no details when the previous request needs none', async () => {
  const { user } = renderApp('/labor-benefits');

  await user.click(await screen.findByRole('tab', { name: 'Previdenciário' }));
  const previous = screen.getByLabelText('Já fez algum pedido ao INSS?');
  await user.selectOptions(previous, 'yes-ceased');
  await user.type(screen.getByLabelText(/Conte como foi o pedido anterior/), 'Cessado após perícia.');
  await user.selectOptions(previous, 'no');
  await user.click(screen.getByRole('button', { name: 'Enviar Solicitação' }));

  await screen.findByRole('status', { name: '' });
  expect(sent()).toMatchObject({ kind: 'benefit', previousRequest: 'no', previousRequestDetails: '' });
});

it('says in the browser that an answer is longer than the server takes, and sends nothing', async () => {
  const { user } = renderApp('/labor-benefits');

  await user.type(await screen.findByLabelText(/Nome da empresa/), 'Metalúrgica Paulista');
  const job = screen.getByLabelText('Cargo');
  // Pasted, as a long text would be: typing 201 letters one by one is slow.
  await user.click(job);
  await user.paste('S'.repeat(201));
  await user.click(screen.getByRole('button', { name: 'Solicitar Orçamento' }));
  expect(await screen.findByText('Texto longo demais (máximo 200 caracteres)')).toBeInTheDocument();
  expect(job).toHaveAttribute('aria-invalid', 'true');
  expect(sent()).toBeNull();

  await user.clear(job);
  await user.paste('S'.repeat(200));
  await user.click(screen.getByRole('button', { name: 'Solicitar Orçamento' }));
  await screen.findByRole('status', { name: '' });
  expect(sent()).toMatchObject({ kind: 'labor', serviceType: 'S'.repeat(200) });
});

it('says at once that a salary is not an amount of reais, and sends it once it is', async () => {
  const { user } = renderApp('/labor-benefits');

  await user.type(await screen.findByLabelText(/Nome da empresa/), 'Metalúrgica Paulista');
  const salary = screen.getByLabelText('Último salário');
  await user.type(salary, 'dois mil');
  await user.tab();
  expect(await screen.findByText('Informe um valor em reais acima de zero, como 2.500,00.')).toBeInTheDocument();
  expect(salary).toHaveAttribute('aria-invalid', 'true');
  await user.clear(salary);
  await user.type(salary, '2.500,50');
  await user.click(screen.getByRole('button', { name: 'Solicitar Orçamento' }));
  await screen.findByRole('status', { name: '' });
  expect(sent()).toMatchObject({ kind: 'labor', salary: '2.500,50' });
});

it('says at once that an INSS number does not check, before anything is sent', async () => {
  const { user } = renderApp('/labor-benefits');

  await user.click(await screen.findByRole('tab', { name: 'Previdenciário' }));
  const inss = screen.getByLabelText('Número do INSS (NIT/PIS)');
  await user.type(inss, '120.12345.67-3');
  await user.click(screen.getByRole('button', { name: 'Enviar Solicitação' }));
  expect(
    await screen.findByText('Confira o número do INSS: são 11 dígitos, como em 120.12345.67-2.'),
  ).toBeInTheDocument();
  expect(sent()).toBeNull();

  await user.clear(inss);
  await user.type(inss, '12012345672');
  await user.click(screen.getByRole('button', { name: 'Enviar Solicitação' }));
  await screen.findByRole('status', { name: '' });
  expect(sent()).toMatchObject({ kind: 'benefit', inssNumber: '12012345672' });
});

it('answers the two frequent questions in the benefits tab', async () => {
  const { user } = renderApp('/labor-benefits');

  await user.click(await screen.findByRole('tab', { name: 'Previdenciário' }));
  const question = screen.getByRole('button', { name: 'Meu benefício foi negado. Ainda posso conseguir?' });
  await user.click(question);
  expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(
    screen.getByRole('button', { name: 'Quanto tempo leva para conseguir um benefício do INSS?' }),
  ).toBeInTheDocument();
});

it("shows the server's field messages under the fields", async () => {
  server.use(
    http.post('/api/requests', () =>
      HttpResponse.json(
        {
          message: 'Dados inválidos',
          fieldErrors: { salary: 'Informe um valor em reais acima de zero, como 2.500,00.' },
        },
        { status: 400 },
      ),
    ),
  );
  const { user } = renderApp('/labor-benefits');

  await user.type(await screen.findByLabelText(/Nome da empresa/), 'ACME');
  await user.type(screen.getByLabelText('Último salário'), 'R$ 2.000,00');
  await user.click(screen.getByRole('button', { name: 'Solicitar Orçamento' }));

  expect(await screen.findByText('Informe um valor em reais acima de zero, como 2.500,00.')).toBeInTheDocument();
  expect(screen.getByLabelText('Último salário')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('status', { name: '' })).not.toBeInTheDocument();
});

it('keeps what was typed in one tab while the other is looked at', async () => {
  const { user } = renderApp('/labor-benefits');

  await user.type(await screen.findByLabelText(/Nome da empresa/), 'ACME Ltda');
  await user.click(screen.getByRole('tab', { name: 'Previdenciário' }));
  expect(await screen.findByRole('button', { name: 'Meu benefício foi negado. Ainda posso conseguir?' })).toBeVisible();
  await user.click(screen.getByRole('tab', { name: 'Trabalhista' }));

  expect(screen.getByRole('textbox', { name: /Nome da empresa/ })).toHaveValue('ACME Ltda');
});
