import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { rememberSignedIn } from '@/lib/session-hint';
import { holdCurrentUser, server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { readsEarly } from './routes';

const signInHeading = () => screen.findByRole('heading', { name: 'Entrar ou criar conta' });
const pageHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the start of the portal (/)', () => {
  it('sends a visitor who is not signed in to /auth', async () => {
    const app = renderApp('/');

    expect(await signInHeading()).toBeInTheDocument();
    expect(app.pathname()).toBe('/auth');
  });

  it('sends a signed-in user to the dashboard at /home', async () => {
    signInAs(regularUser);

    const app = renderApp('/');

    expect(await pageHeading('Dashboard')).toBeInTheDocument();
    expect(app.pathname()).toBe('/home');
  });
});

describe('the signed-in guard', () => {
  it('shows a spinner while the current user loads, then the page', async () => {
    const currentUser = holdCurrentUser();

    renderApp('/messages');

    expect(await screen.findByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.queryByRole('heading', { name: 'Mensagens' })).not.toBeInTheDocument();

    currentUser.release(regularUser);

    expect(await pageHeading('Mensagens')).toBeInTheDocument();
    // The session's spinner is gone (the page may show its own, 'Carregando mensagens...').
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
  });

  it('sends a visitor the server does not know (401) to /auth', async () => {
    const app = renderApp('/appointments');

    expect(await signInHeading()).toBeInTheDocument();
    expect(app.pathname()).toBe('/auth');
    expect(screen.queryByRole('heading', { name: 'Agendamentos' })).not.toBeInTheDocument();
  });

  it('lets every signed-in user open the settings', async () => {
    signInAs(regularUser);

    const app = renderApp('/settings');

    expect(await pageHeading('Configurações')).toBeInTheDocument();
    expect(app.pathname()).toBe('/settings');
  });

  it("tells the user when the session cannot be checked, with the server's reason, and retries", async () => {
    signInAs(regularUser);
    // Handlers added later take precedence: the first call fails, the retry finds the user.
    server.use(
      http.get('/api/user', () => HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 }), {
        once: true,
      }),
    );
    const app = renderApp('/home');

    expect(await screen.findByRole('heading', { name: 'Não foi possível verificar sua sessão' })).toBeInTheDocument();
    expect(screen.getByText('Erro interno do servidor.')).toBeInTheDocument();
    expect(app.pathname()).toBe('/home');

    await app.user.click(screen.getByRole('button', { name: 'Tentar novamente' }));

    expect(await pageHeading('Dashboard')).toBeInTheDocument();
  });
});

describe('the administrator guard', () => {
  it.each(['/admin', '/users-management', '/italian-course-admin', '/invite', '/demo'])(
    'sends a user who is not an administrator from %s back to the start',
    async (path) => {
      signInAs(regularUser);

      const app = renderApp(path);

      expect(await pageHeading('Dashboard')).toBeInTheDocument();
      expect(app.pathname()).toBe('/home');
    },
  );

  it('sends a visitor who is not signed in to /auth', async () => {
    const app = renderApp('/users-management');

    expect(await signInHeading()).toBeInTheDocument();
    expect(app.pathname()).toBe('/auth');
  });

  it('lets an administrator in', async () => {
    signInAs(adminUser);

    const app = renderApp('/users-management');

    expect(await pageHeading('Gerenciar Usuários')).toBeInTheDocument();
    expect(app.pathname()).toBe('/users-management');
  });
});

describe('the sign-in page', () => {
  it('sends a user who is already signed in to /home', async () => {
    signInAs(adminUser);
    rememberSignedIn('admin');

    const app = renderApp('/auth');

    expect(await pageHeading('Dashboard')).toBeInTheDocument();
    expect(app.pathname()).toBe('/home');
  });

  it('stays while it asks whether the last session is still open, and when it is not', async () => {
    rememberSignedIn('user');
    const currentUser = holdCurrentUser();

    const app = renderApp('/auth');

    expect(await signInHeading()).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    currentUser.release(null);
    await waitFor(() => {
      expect(localStorage.getItem('signed-in')).toBeNull();
    });
    expect(screen.getByRole('heading', { name: 'Entrar ou criar conta' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/auth');
  });

  it('does not ask who is signed in when this browser had no session (no 401 in the console)', async () => {
    let asked = false;
    server.use(
      http.get('/api/user', () => {
        asked = true;
        return HttpResponse.json({ error: 'Não autenticado' }, { status: 401 });
      }),
    );

    const app = renderApp('/auth');

    expect(await signInHeading()).toBeInTheDocument();
    expect(app.pathname()).toBe('/auth');
    expect(asked).toBe(false);
  });
});

describe('an unknown path', () => {
  it.each([
    ['a visitor', null],
    ['a signed-in user', regularUser],
  ])("shows '404 Page Not Found' to %s", async (_who, user) => {
    if (user) signInAs(user);

    const app = renderApp('/nao-existe/de-jeito-nenhum');

    expect(await pageHeading('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    expect(app.pathname()).toBe('/nao-existe/de-jeito-nenhum');
  });
});

describe('the Italian course page', () => {
  it('is the course itself now, no longer an "em breve"', async () => {
    signInAs(regularUser);

    renderApp('/italian-course');

    expect(await pageHeading('Curso de Italiano')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Em breve' })).not.toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Detalhes' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Curso de Italiano · Facilitando Burocracias');
    });
  });
});

describe('the first reads asked with the page (first-requests.ts)', () => {
  it("are asked for a signed-in page, and for the staff's pages only where staff signed in last", () => {
    rememberSignedIn('user');
    expect(readsEarly('/home')).toBe(true);
    expect(readsEarly('/admin/requests')).toBe(false);
    expect(readsEarly('/auth')).toBe(false);

    rememberSignedIn('admin');
    expect(readsEarly('/admin/requests')).toBe(true);
    expect(readsEarly('/home')).toBe(true);

    rememberSignedIn(null);
    expect(readsEarly('/admin/requests')).toBe(false);
  });
});
