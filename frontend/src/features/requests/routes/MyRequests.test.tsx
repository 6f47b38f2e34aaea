import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { regularUser } from '@/testing/users';
import { summary, whole } from '../testing/request-fixtures';

it("shows a client their own requests with the status in 'Minhas solicitações'", async () => {
  signInAs(regularUser);
  server.use(
    http.get('/api/requests', () =>
      HttpResponse.json({ items: [{ ...summary, status: 'answered' }], total: 1, page: 1, pageSize: 10 }),
    ),
  );
  renderApp('/requests');

  expect(await screen.findByText(summary.title)).toBeInTheDocument();
  expect(screen.getByText('Respondida')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'A resposta da equipe está em Mensagens' })).toHaveAttribute(
    'href',
    '/messages',
  );
  expect(screen.getByRole('link', { name: summary.title })).toHaveAttribute('href', '/requests/5');
  // Staff's marks are not the client's business.
  expect(screen.queryByText('Não lida')).not.toBeInTheDocument();
  expect(screen.queryByText('Sem responsável')).not.toBeInTheDocument();
});

it("opens a client's own request on a page of its own: what was sent, the staff's answers, where to talk", async () => {
  signInAs(regularUser);
  const answered = {
    ...whole,
    status: 'answered',
    caseId: 31,
    replies: [{ authorName: 'Marina Rossi', content: 'Recebemos o decreto.', sentAt: '2026-11-26T13:30:00Z' }],
  };
  server.use(
    http.get('/api/requests', () => HttpResponse.json({ items: [summary], total: 1, page: 1, pageSize: 10 })),
    http.get('/api/requests/5', () => HttpResponse.json(answered)),
  );
  const { user, pathname } = renderApp('/requests');

  await user.click(await screen.findByRole('link', { name: summary.title }));

  expect(await screen.findByRole('heading', { level: 1, name: summary.title })).toBeInTheDocument();
  expect(pathname()).toBe('/requests/5');
  expect(screen.getByText('Respondida')).toBeInTheDocument();
  expect(screen.getByText('Pedido negado.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Baixar decreto.pdf' })).toHaveAttribute('href', '/api/documents/9/download');
  const replies = screen.getByRole('region', { name: 'Respostas da equipe' });
  expect(within(replies).getByRole('listitem')).toHaveTextContent('Marina Rossi, em 26/11/2026 13:30');
  expect(within(replies).getByRole('listitem')).toHaveTextContent('Recebemos o decreto.');
  expect(screen.getByRole('link', { name: 'Acompanhar o processo' })).toHaveAttribute(
    'href',
    '/process-tracking?processo=31',
  );
  const talk = screen.getByText(/Para falar com a equipe sobre esta solicitação/);
  expect(within(talk).getByRole('link', { name: 'Mensagens' })).toHaveAttribute('href', '/messages');
  // Staff's tools are not on the client's page.
  expect(screen.queryByRole('button', { name: 'Assumir' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Resposta ao cliente')).not.toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Voltar a Minhas solicitações' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Minhas solicitações' })).toBeInTheDocument();
});

it("says on a client's request that the staff has not answered yet, and where the answer will come", async () => {
  signInAs(regularUser);
  server.use(http.get('/api/requests/5', () => HttpResponse.json(whole)));
  renderApp('/requests/5');

  expect(
    await screen.findByText('A equipe ainda não respondeu. A resposta chega em Mensagens e por e-mail.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Acompanhar o processo' })).not.toBeInTheDocument();
});

it('does not say the staff has not answered an answered request whose reply is not on its page', async () => {
  signInAs(regularUser);
  server.use(http.get('/api/requests/5', () => HttpResponse.json({ ...whole, status: 'answered' })));
  renderApp('/requests/5');

  expect(
    await screen.findByText('Nenhuma resposta da equipe está nesta página. Veja também suas Mensagens.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/A equipe ainda não respondeu/)).not.toBeInTheDocument();
});

it('says a request address without a number does not exist, asking the server nothing', async () => {
  signInAs(regularUser);
  let asked = false;
  server.use(
    http.get('/api/requests/:id', () => {
      asked = true;
      return HttpResponse.json(whole);
    }),
  );
  renderApp('/requests/abc');

  expect(await screen.findByText('A página que você procura não existe.')).toBeInTheDocument();
  expect(asked).toBe(false);
});

it("says so when a client's request cannot be loaded, with the way back to the list", async () => {
  signInAs(regularUser);
  server.use(
    http.get('/api/requests/5', () => HttpResponse.json({ message: 'Solicitação não encontrada' }, { status: 404 })),
  );
  renderApp('/requests/5');

  expect(await screen.findByText('Não foi possível carregar a solicitação')).toBeInTheDocument();
  expect(screen.getByText('Solicitação não encontrada')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Voltar a Minhas solicitações' })).toHaveAttribute('href', '/requests');
});
