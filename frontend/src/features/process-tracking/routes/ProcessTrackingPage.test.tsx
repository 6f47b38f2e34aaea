import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderAppPage } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { aCase, anUpdate, fakeCasesServer } from '../testing/fake-cases-server';

jest.setTimeout(15_000);

const openPage = (path = '/process-tracking') => renderAppPage(path, 'Acompanhamento Processual');

describe('the process tracking page', () => {
  it('shows each case as a card: type, country, protocol, status, dates, progress and counts', async () => {
    signInAs(regularUser);
    fakeCasesServer([
      aCase(),
      aCase({
        type: 'passport',
        country: 'Portugal',
        status: 'awaiting_documents',
        estimatedEndDate: null,
        protocol: '',
        documentCount: 0,
        updateCount: 0,
      }),
    ]);
    await openPage();

    const list = await screen.findByRole('list', { name: 'Seus processos' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('two cards expected');
    expect(within(first).getByText('Cidadania italiana – Itália')).toBeInTheDocument();
    expect(within(first).getByText('Protocolo: IT-2026-001')).toBeInTheDocument();
    expect(within(first).getByText('Em andamento').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'in_progress',
    );
    expect(within(first).getByText('Início: 01/11/2026')).toBeInTheDocument();
    expect(within(first).getByText('Previsão: 30/06/2027')).toBeInTheDocument();
    expect(
      within(first).getByRole('progressbar', { name: 'Progresso de Cidadania italiana – Itália' }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(within(first).getByText('2 documentos')).toBeInTheDocument();
    expect(within(first).getByText('1 atualização')).toBeInTheDocument();
    expect(within(second).getByText('Aguardando documentos')).toBeInTheDocument();
    expect(within(second).getByText('Previsão: Não definida')).toBeInTheDocument();
    expect(within(second).getByText('Sem protocolo')).toBeInTheDocument();
    expect(within(second).getByText('Nenhum documento')).toBeInTheDocument();
    expect(within(second).getByText('Nenhuma atualização')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Detalhes do Processo' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Gerenciar processos' })).not.toBeInTheDocument();
  });

  it("says 'Nenhum processo encontrado' when the client has none, and where the requests for one are", async () => {
    signInAs(regularUser);
    fakeCasesServer();
    await openPage();
    expect(await screen.findByText('Nenhum processo encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Minhas solicitações' })).toHaveAttribute('href', '/requests');
  });

  it('opens the details of a card with the history newest first and the upload for the case', async () => {
    signInAs(regularUser);
    const item = aCase({ estimatedEndDate: null });
    fakeCasesServer(
      [item],
      [
        anUpdate(item.id, 'Protocolo aceito no consulado.', '2026-11-22T12:00:00Z'),
        anUpdate(item.id, 'Documentos recebidos.', '2026-11-20T12:00:00Z'),
      ],
    );
    const { user, location } = await openPage();

    await user.click(await screen.findByRole('button', { name: 'Ver detalhes de Cidadania italiana – Itália' }));

    expect(await screen.findByRole('tab', { name: 'Detalhes do Processo', selected: true })).toBeInTheDocument();
    expect(location().search).toBe(`?processo=${String(item.id)}`);
    expect((await screen.findByText('Previsão de término')).nextSibling).toHaveTextContent('Não definida');
    expect(screen.getByText('Aguardando certidões.')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'Atualizações' })).getAllByRole('listitem');
    expect(history.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Protocolo aceito no consulado.'),
      expect.stringContaining('Documentos recebidos.'),
    ]);
    const documents = screen.getByRole('region', { name: 'Documentos' });
    expect(within(documents).getByLabelText('Escolher arquivo para enviar')).toBeInTheDocument();
    expect(await within(documents).findByText('Nenhum documento encontrado')).toBeInTheDocument();
  });

  it('says why a case could not be loaded and offers to try again', async () => {
    signInAs(regularUser);
    fakeCasesServer([]);
    server.use(
      http.get('/api/cases/:id', () => HttpResponse.json({ message: 'Processo não encontrado.' }, { status: 404 })),
    );
    await openPage('/process-tracking?processo=999');

    expect(await screen.findByText('Não foi possível carregar o processo')).toBeInTheDocument();
    expect(screen.getByText(/Processo não encontrado\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it("lets a client ask for a new case: 'Novo Processo' sends a request of kind new-case", async () => {
    signInAs(regularUser);
    fakeCasesServer([]);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/requests', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await openPage();

    await user.click(screen.getByRole('button', { name: 'Novo Processo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir um novo processo' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }));
    expect(await within(dialog).findByText('Escolha o tipo do processo.')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe o país.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText(/Tipo do processo/), 'Passaporte');
    await user.type(within(dialog).getByLabelText(/País/), 'Itália');
    await user.type(within(dialog).getByLabelText('Observações'), 'Renovação do passaporte');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByText('Pedido enviado')).toBeInTheDocument();
    // Until staff open the case, the request is followed among the client's requests.
    expect(screen.getByText(/Acompanhe-o em Minhas solicitações/)).toBeInTheDocument();
    expect(sent).toEqual([
      { kind: 'new-case', caseType: 'passport', country: 'Itália', notes: 'Renovação do passaporte' },
    ]);
  });

  it('offers staff the case management, not a request of their own', async () => {
    signInAs(adminUser);
    fakeCasesServer([]);
    await openPage();
    expect(screen.getByRole('link', { name: 'Gerenciar processos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo Processo' })).not.toBeInTheDocument();
  });
});
