import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { onAPhone, onAPhoneSideways } from '@/testing/match-media';
import { server, signInAs } from '@/testing/server';
import { renderApp, renderWithProviders } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { Sidebar } from './Sidebar';

const adminEntries = ['Administração', 'Gerenciar Usuários', 'Admin Curso Italiano'];
/** A client's entries, the same on the sidebar and in the phone's menu. */
const clientEntries = [
  'Dashboard',
  'Agendamentos',
  'Acompanhamento Processual',
  'Cidadania Italiana',
  'Árvore Genealógica',
  'Curso de Italiano',
  'Inventário',
  'Trabalhista e Previdenciário',
  'Mensagens',
  'Documentos',
  'Minhas solicitações',
  'Acesso Rápido',
  'Configurações',
];
/** Staff follow cases and requests from Administração instead. */
const staffEntries = clientEntries.filter(
  (entry) => !['Acompanhamento Processual', 'Minhas solicitações'].includes(entry),
);

async function openShell(path = '/home') {
  const app = renderApp(path);
  const sidebar = await screen.findByRole('complementary');
  return { ...app, sidebar };
}

async function openPhoneShell(path = '/home') {
  onAPhone();
  const app = renderApp(path);
  const bottomBar = await screen.findByRole('navigation', { name: 'Atalhos' });
  return { ...app, bottomBar };
}

const linkNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the desktop sidebar', () => {
  it('shows an administrator every entry, their name, e-mail, role, Sair and the tagline', async () => {
    signInAs(adminUser);

    const { sidebar } = await openShell();

    const nav = within(sidebar).getByRole('navigation', { name: 'Navegação principal' });
    expect(linkNames(nav)).toEqual([...staffEntries, ...adminEntries]);
    expect(within(nav).getByRole('link', { name: 'Gerenciar Usuários' })).toHaveAttribute('href', '/users-management');
    expect(within(sidebar).getByText('Marina Rossi')).toBeInTheDocument();
    expect(within(sidebar).getByText('marina@facilitando.example')).toBeInTheDocument();
    expect(within(sidebar).getByText('Administrador')).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(within(sidebar).getByText('Facilitando Burocracias')).toBeInTheDocument();
  });

  it('lets the account block scroll with the menu on a short screen, and keeps it fixed below on a tall one', async () => {
    signInAs(adminUser);
    const scrolled = (sidebar: HTMLElement) =>
      sidebar
        .querySelector('.mantine-ScrollArea-viewport')
        ?.contains(within(sidebar).getByRole('button', { name: 'Sair' }));

    const tall = await openShell();
    expect(scrolled(tall.sidebar)).toBe(false);
    tall.unmount();

    onAPhoneSideways();
    const sideways = await openShell();
    expect(scrolled(sideways.sidebar)).toBe(true);
  });

  it('shows staff how many requests no one opened yet beside Solicitações', async () => {
    signInAs(adminUser);
    server.use(http.get('/api/requests/unread-count', () => HttpResponse.json({ count: 3 })));

    const { sidebar } = await openShell();

    const inbox = within(sidebar).getByRole('link', { name: /^Administração/ });
    expect(inbox).toHaveAttribute('href', '/admin');
    expect(await within(inbox).findByText('3 solicitações não lidas')).toBeInTheDocument();
  });

  it('hides the administrator entries from a user and shows the role Usuário', async () => {
    signInAs(regularUser);

    const { sidebar } = await openShell();

    const nav = within(sidebar).getByRole('navigation', { name: 'Navegação principal' });
    expect(linkNames(nav)).toEqual(clientEntries);
    for (const entry of adminEntries) expect(within(sidebar).queryByText(entry)).not.toBeInTheDocument();
    expect(within(sidebar).getByText('João da Silva')).toBeInTheDocument();
    expect(within(sidebar).getByText('joao@cliente.example')).toBeInTheDocument();
    expect(within(sidebar).getByText('Usuário')).toBeInTheDocument();
    expect(within(sidebar).queryByText('Administrador')).not.toBeInTheDocument();
  });

  it('shows the username when the user has no full name', async () => {
    signInAs({ ...regularUser, fullName: '  ' });

    const { sidebar } = await openShell();

    expect(within(sidebar).getByText('joao.silva')).toBeInTheDocument();
  });

  it('marks the entry of the page being shown', async () => {
    signInAs(regularUser);

    const { sidebar } = await openShell('/documents');

    const current = within(sidebar).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Documentos');
  });

  it('is all a wide screen draws: no bottom bar beside it', async () => {
    signInAs(regularUser);
    await openShell();

    expect(screen.queryByRole('navigation', { name: 'Atalhos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();
  });

  it('offers the keyboard a way past the navigation first, to the page itself', async () => {
    signInAs(regularUser);
    const { user } = await openShell('/documents');
    await screen.findByRole('heading', { level: 1, name: 'Documentos' });

    await user.tab();

    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip).toHaveFocus();
    const main = screen.getByRole('main');
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('renders nothing when nobody is signed in', () => {
    renderWithProviders(<Sidebar user={null} onSignOut={jest.fn()} isSigningOut={false} />);

    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
  });
});

describe('the page header', () => {
  it("shows the page's title and subtitle and the real signed-in user with their role", async () => {
    signInAs(regularUser);
    renderApp('/appointments');

    const header = (await screen.findByRole('heading', { level: 1, name: 'Agendamentos' })).closest('header');
    if (!header) throw new Error('the page title is not inside a header');

    expect(within(header).getByText('Atendimentos em consulados e escritórios')).toBeInTheDocument();
    expect(within(header).getByText('João da Silva')).toBeInTheDocument();
    expect(within(header).getByText('Usuário')).toBeInTheDocument();
  });
});

describe('the mobile navigation', () => {
  it('is all a phone draws: no sidebar beside it', async () => {
    signInAs(regularUser);
    await openPhoneShell();

    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navegação principal' })).not.toBeInTheDocument();
  });

  it('has a bottom bar with the main sections and a menu with the rest, Sair and the user', async () => {
    signInAs(regularUser);
    const { user, bottomBar } = await openPhoneShell();

    expect(linkNames(bottomBar)).toEqual(['Dashboard', 'Agendamentos', 'Mensagens', 'Documentos']);

    await user.click(within(bottomBar).getByRole('button', { name: 'Abrir menu' }));

    const menu = await screen.findByRole('dialog');
    expect(linkNames(within(menu).getByRole('navigation', { name: 'Menu' }))).toEqual(clientEntries);
    expect(within(menu).getByText('João da Silva')).toBeInTheDocument();
    expect(within(menu).getByText('joao@cliente.example')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('lists the administrator entries in the menu of an administrator', async () => {
    signInAs(adminUser);
    const { user } = await openPhoneShell();

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));

    const menu = await screen.findByRole('dialog');
    expect(linkNames(within(menu).getByRole('navigation', { name: 'Menu' }))).toEqual([
      ...staffEntries,
      ...adminEntries,
    ]);
  });

  it('closes the menu after choosing a page', async () => {
    signInAs(regularUser);
    const app = await openPhoneShell();

    await app.user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByRole('dialog');
    await app.user.click(within(menu).getByRole('link', { name: 'Acompanhamento Processual' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Acompanhamento Processual' })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(app.pathname()).toBe('/process-tracking');
  });
});

describe('signing out', () => {
  it('ends the session on the server, says so and shows the sign-in page', async () => {
    signInAs(regularUser);
    let loggedOut = false;
    server.use(
      http.post('/api/logout', ({ request }) => {
        loggedOut = request.headers.get('content-type') === 'application/json';
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const app = await openShell('/settings');

    await app.user.click(within(app.sidebar).getByRole('button', { name: 'Sair' }));

    expect(await screen.findByRole('heading', { name: 'Entrar ou criar conta' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/auth');
    // Whoever signs in next starts at home, not on the page the last one left.
    expect(app.location().search).toBe('');
    expect(loggedOut).toBe(true);
    expect(await screen.findByText('Você saiu da sua conta com sucesso.')).toBeInTheDocument();
  });

  it('asks nothing more of the server for the user who left', async () => {
    signInAs(regularUser);
    server.use(http.post('/api/logout', () => new HttpResponse(null, { status: 204 })));
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => {
      asked.push(`${request.method} ${new URL(request.url).pathname}`);
    };
    server.events.on('request:start', record);
    try {
      const app = await openShell('/home');
      await app.user.click(within(app.sidebar).getByRole('button', { name: 'Sair' }));
      expect(await screen.findByRole('heading', { name: 'Entrar ou criar conta' })).toBeInTheDocument();
      expect(await screen.findByText('Você saiu da sua conta com sucesso.')).toBeInTheDocument();

      // Only the sign-in page's own read, the company's links beside the form on a wide screen.
      const afterLogout = asked.slice(asked.indexOf('POST /api/logout') + 1);
      expect(afterLogout.filter((call) => call !== 'GET /api/company-links')).toEqual([]);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('in another tab ends this one too: its page goes, and the next sign-in starts at home', async () => {
    signInAs(regularUser);
    const app = await openShell('/settings');
    // The other tab's sign-out: the server no longer knows the session, and the tab says so.
    server.use(http.get('/api/user', () => HttpResponse.json({ message: 'Não autenticado.' }, { status: 401 })));
    window.dispatchEvent(new StorageEvent('storage', { key: 'signed-in', oldValue: 'user', newValue: null }));

    expect(await screen.findByRole('heading', { name: 'Entrar ou criar conta' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/auth');
    expect(app.location().search).toBe('');
  });

  it('keeps the user in and shows the error when the server refuses', async () => {
    signInAs(regularUser);
    server.use(http.post('/api/logout', () => HttpResponse.json({ message: 'Falha no servidor.' }, { status: 500 })));
    const app = await openShell();

    await app.user.click(within(app.sidebar).getByRole('button', { name: 'Sair' }));

    expect(await screen.findByText('Falha no servidor.')).toBeInTheDocument();
    expect(screen.getByText('Falha ao sair')).toBeInTheDocument();
    expect(app.pathname()).toBe('/home');
  });
});
