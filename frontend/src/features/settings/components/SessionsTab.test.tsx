import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { regularUser } from '@/testing/users';
import type { OwnSession } from '../sessions-api';

jest.setTimeout(15_000);

afterEach(() => {
  notifications.clean();
});

const here: OwnSession = {
  id: 'aqui',
  device: 'Chrome no Linux',
  address: '203.0.113.7',
  signedInAt: '2026-11-24T09:00:00Z',
  lastSeenAt: '2026-11-24T12:30:00Z',
  current: true,
};
const phone: OwnSession = {
  id: 'celular',
  device: 'Safari no iPhone',
  address: '198.51.100.4',
  signedInAt: '2026-11-23T18:00:00Z',
  lastSeenAt: '2026-11-24T08:15:00Z',
  current: false,
};

/** Answers the list with `sessions` (changed by the handlers), recording the other calls. */
function sessionsServer(initial: OwnSession[]) {
  let sessions = initial;
  const calls: string[] = [];
  server.use(
    http.get('/api/sessions', () => HttpResponse.json(sessions)),
    http.delete('/api/sessions/:id', ({ params }) => {
      calls.push(`DELETE ${String(params.id)}`);
      sessions = sessions.filter((session) => session.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/sessions/end-others', () => {
      calls.push('POST end-others');
      sessions = sessions.filter((session) => session.current);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

async function openSessionsTab() {
  signInAs(regularUser);
  const app = renderApp('/settings');
  await app.user.click(await screen.findByRole('tab', { name: 'Sessões' }, { timeout: 5000 }));
  return app;
}

const list = () => screen.findByRole('list', { name: 'Sessões ativas' });

/** The tab showing this browser's session and the phone's, and the calls it makes from then on. */
async function openWithTwoSessions() {
  const calls = sessionsServer([here, phone]);
  const app = await openSessionsTab();
  await list();
  return { app, calls };
}

describe("the 'Sessões' tab", () => {
  it('lists the sessions with device, address and times, marking this one', async () => {
    sessionsServer([here, phone]);
    await openSessionsTab();

    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Chrome no Linux')).toBeInTheDocument();
    expect(within(first).getByText('Esta sessão')).toBeInTheDocument();
    expect(within(second).getByText('Safari no iPhone')).toBeInTheDocument();
    expect(within(second).queryByText('Esta sessão')).not.toBeInTheDocument();
    expect(within(second).getByText('Endereço: 198.51.100.4')).toBeInTheDocument();
    expect(within(second).getByText(/^Entrou em \d\d\/\d\d\/2026 às \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(second).getByText(/^Último uso em \d\d\/\d\d\/2026 às \d\d:\d\d$/)).toBeInTheDocument();
  });

  it('asks before ending one session, and a cancel sends nothing', async () => {
    const { app, calls } = await openWithTwoSessions();

    await app.user.click(screen.getByRole('button', { name: 'Encerrar a sessão Safari no iPhone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar sessão' });
    expect(within(dialog).getByText(/Safari no iPhone será encerrada/)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: 'Encerrar a sessão Safari no iPhone' }));
    const again = await screen.findByRole('dialog', { name: 'Encerrar sessão' });
    await app.user.click(within(again).getByRole('button', { name: 'Encerrar sessão' }));

    expect(await screen.findByText('A sessão foi encerrada.')).toBeInTheDocument();
    expect(calls).toEqual(['DELETE celular']);
    await waitFor(() => {
      expect(screen.queryByText('Safari no iPhone')).not.toBeInTheDocument();
    });
  });

  it('ends the others after asking, and then offers it no more', async () => {
    const { app, calls } = await openWithTwoSessions();

    await app.user.click(screen.getByRole('button', { name: 'Encerrar as outras' }));
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar as outras sessões' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Encerrar as outras' }));

    expect(await screen.findByText('As outras sessões foram encerradas. Esta continua aberta.')).toBeInTheDocument();
    expect(calls).toEqual(['POST end-others']);
    await waitFor(() => {
      expect(within(screen.getByRole('list', { name: 'Sessões ativas' })).getAllByRole('listitem')).toHaveLength(1);
    });
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Encerrar as outras' })).not.toBeInTheDocument();
    });
  });

  it('warns that ending this session signs out', async () => {
    const { app } = await openWithTwoSessions();

    await app.user.click(screen.getByRole('button', { name: 'Encerrar a sessão Chrome no Linux' }));
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar sessão' });
    expect(
      within(dialog).getByText('Esta é a sessão que você está usando: você sairá da sua conta.'),
    ).toBeInTheDocument();
  });

  it('shows a failure to end in a red toast', async () => {
    sessionsServer([here, phone]);
    server.use(
      http.delete('/api/sessions/:id', () => HttpResponse.json({ message: 'Sessão não encontrada.' }, { status: 404 })),
    );
    const app = await openSessionsTab();
    await list();

    await app.user.click(screen.getByRole('button', { name: 'Encerrar a sessão Safari no iPhone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar sessão' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Encerrar sessão' }));

    expect(await screen.findByText('Não foi possível encerrar')).toBeInTheDocument();
    expect(screen.getByText('Sessão não encontrada.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    server.use(
      http.get('/api/sessions', () =>
        fail ? HttpResponse.json({ message: 'Fora do ar.' }, { status: 503 }) : HttpResponse.json([here]),
      ),
    );
    const app = await openSessionsTab();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Não foi possível carregar as sessões')).toBeInTheDocument();
    expect(within(alert).getByText('Fora do ar.')).toBeInTheDocument();
    fail = false;
    await app.user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows a loading state and then the empty state', async () => {
    server.use(http.get('/api/sessions', () => HttpResponse.json([])));
    await openSessionsTab();
    expect(await screen.findByText('Nenhuma sessão ativa.')).toBeInTheDocument();
  });
});
