import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { onAPhone } from '@/testing/match-media';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import {
  activePanel,
  answerPost,
  field,
  openAuth,
  openRegister,
  registerWith,
  signInButton,
  signInWith,
} from '../testing/auth-page';

afterEach(() => {
  // Toasts live in a store of their own, outside each test's render; five at most show at once.
  notifications.clean();
});

// Sign-in and registration screens render many inputs; a slow shared machine needs more than 5 s.
jest.setTimeout(15_000);

describe('the /auth page', () => {
  it("opens on 'Entrar', offers 'Cadastrar' and lists the four features of the portal", async () => {
    await openAuth();

    expect(screen.getByRole('heading', { level: 2, name: 'Entrar ou criar conta' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'false');
    expect(within(activePanel()).getByRole('textbox', { name: 'Nome de usuário' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'O que você encontra no portal' })).toBeInTheDocument();
    for (const feature of [
      'Agende atendimentos em consulados e escritórios',
      'Converse com a nossa equipe por mensagens',
      'Guarde e organize os seus documentos',
      'Ajuste o portal às suas preferências',
    ]) {
      expect(screen.getByText(feature)).toBeInTheDocument();
    }
  });

  it('on a phone shows the sign-in alone: no features panel, no read of the company’s links', async () => {
    onAPhone();
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    try {
      await openAuth();

      expect(screen.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.queryByRole('heading', { name: 'O que você encontra no portal' })).not.toBeInTheDocument();
      expect(asked).not.toContain('/api/company-links');
    } finally {
      server.events.removeAllListeners();
    }
  });
});

describe("the 'Entrar' tab", () => {
  it('requires the username and the password, sending nothing meanwhile', async () => {
    const sent = answerPost('/api/login', () => HttpResponse.json(regularUser));
    const app = await openAuth();

    await app.user.click(signInButton());

    expect(await screen.findByText('Nome de usuário é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument();
    expect(field('Nome de usuário')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('signs in, welcomes the user by name and shows the real user in the shell at /home', async () => {
    const sent = answerPost('/api/login', () => HttpResponse.json(adminUser));
    const app = await openAuth();

    await signInWith(app, ' marina ', 'segredo123');

    expect(await screen.findByText('Login bem-sucedido')).toBeInTheDocument();
    expect(screen.getByText('Bem-vindo, Marina Rossi!')).toBeInTheDocument();
    const sidebar = await screen.findByRole('complementary');
    expect(within(sidebar).getByText('Marina Rossi')).toBeInTheDocument();
    expect(within(sidebar).getByText('Administrador')).toBeInTheDocument();
    expect(app.pathname()).toBe('/home');
    expect(sent).toEqual([{ username: 'marina', password: 'segredo123' }]);
  });

  it('after signing in, goes back to the page that sent a signed-out visitor here, its address included', async () => {
    answerPost('/api/login', () => HttpResponse.json(regularUser));
    const app = renderApp('/appointments?type=passport&country=italia');
    await screen.findByRole('tab', { name: 'Entrar' }, { timeout: 5000 });
    expect(app.pathname()).toBe('/auth');
    expect(new URLSearchParams(app.location().search).get('next')).toBe('/appointments?type=passport&country=italia');

    await signInWith(app, 'ana', 'segredo123');

    await waitFor(() => {
      expect(app.pathname()).toBe('/appointments');
    });
    expect(app.location().search).toBe('?type=passport&country=italia');
  });

  it.each([
    '//outro-site.example/agenda',
    'https://outro-site.example/',
    '/\\outro-site.example',
    '/.//outro-site.example',
    '/..//outro-site.example',
    '/%2e%2e//outro-site.example',
    '/./\\outro-site.example',
    '/auth/reset',
    '/AUTH',
  ])('never follows a return address that is not a page of the portal (%s)', async (next) => {
    answerPost('/api/login', () => HttpResponse.json(regularUser));
    const app = renderApp(`/auth?next=${encodeURIComponent(next)}`);
    await screen.findByRole('tab', { name: 'Entrar' }, { timeout: 5000 });

    await signInWith(app, 'ana', 'segredo123');

    await waitFor(() => {
      expect(app.pathname()).toBe('/home');
    });
  });

  it('welcomes a user without a full name by the username', async () => {
    answerPost('/api/login', () => HttpResponse.json({ ...regularUser, fullName: '' }));
    const app = await openAuth();

    await signInWith(app, 'joao.silva', 'segredo123');

    expect(await screen.findByText('Bem-vindo, joao.silva!')).toBeInTheDocument();
  });

  it('replaces the whole screen with a centred spinner while the server answers', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    answerPost('/api/login', async () => {
      await answered;
      return HttpResponse.json(regularUser);
    });
    const app = await openAuth();
    await signInWith(app, 'joao.silva', 'segredo123');

    expect(await screen.findByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.getByRole('heading', { level: 1, name: 'Portal do Cliente', hidden: true })).not.toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Entrar' })).not.toBeInTheDocument();

    answer();

    expect(await screen.findByRole('complementary')).toBeInTheDocument();
    expect(app.pathname()).toBe('/home');
  });

  it("tells a refused sign-in in a red toast with the server's reason, keeping what was typed", async () => {
    answerPost('/api/login', () =>
      HttpResponse.json({ message: 'Nome de usuário ou senha inválidos.' }, { status: 401 }),
    );
    const app = await openAuth();
    await signInWith(app, 'joao.silva', 'errada');

    expect(await screen.findByText('Falha no login')).toBeInTheDocument();
    expect(screen.getByText('Nome de usuário ou senha inválidos.')).toBeInTheDocument();
    expect(app.pathname()).toBe('/auth');
    expect(field('Nome de usuário')).toHaveValue('joao.silva');
    expect(field('Nome de usuário')).toBeVisible();
  });

  it('tells a deactivated user why they cannot come in', async () => {
    answerPost('/api/login', () =>
      HttpResponse.json({ message: 'Sua conta está desativada. Fale com a equipe.' }, { status: 403 }),
    );
    const app = await openAuth();
    await signInWith(app, 'joao.silva', 'segredo123');

    expect(await screen.findByText('Sua conta está desativada. Fale com a equipe.')).toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    server.use(http.post('/api/login', () => HttpResponse.error()));
    const app = await openAuth();
    await signInWith(app, 'joao.silva', 'segredo123');

    expect(
      await screen.findByText('Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.'),
    ).toBeInTheDocument();
  });
});

describe("the 'Cadastrar' tab", () => {
  const submit = () => within(activePanel()).getByRole('button', { name: 'Criar conta' });

  it('shows every required-field message on an empty submit, sending nothing', async () => {
    const sent = answerPost('/api/register', () => HttpResponse.json(regularUser, { status: 201 }));
    const app = await openRegister();

    await app.user.click(submit());

    const panel = activePanel();
    expect(await within(panel).findByText('Nome completo é obrigatório')).toBeInTheDocument();
    expect(within(panel).getByText('Endereço de e-mail inválido')).toBeInTheDocument();
    expect(within(panel).getByText('Nome de usuário deve ter pelo menos 3 caracteres')).toBeInTheDocument();
    expect(within(panel).getByText('A senha deve ter pelo menos 8 caracteres')).toBeInTheDocument();
    expect(within(panel).getByText('Por favor, confirme sua senha')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('checks the e-mail, the lengths and that the two passwords match', async () => {
    const app = await openRegister();

    await registerWith(app, {
      'Nome completo': 'Ana Souza',
      'E-mail': 'ana.exemplo.com',
      'Nome de usuário': 'an',
      Senha: '12345',
      'Confirmar senha': '123456',
    });

    const panel = activePanel();
    expect(await within(panel).findByText('Endereço de e-mail inválido')).toBeInTheDocument();
    expect(within(panel).getByText('Nome de usuário deve ter pelo menos 3 caracteres')).toBeInTheDocument();
    expect(within(panel).getByText('A senha deve ter pelo menos 8 caracteres')).toBeInTheDocument();
    expect(within(panel).getByText('As senhas não conferem')).toBeInTheDocument();
    expect(field('Confirmar senha')).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).queryByText('Nome completo é obrigatório')).not.toBeInTheDocument();
  });

  it('checks the phone, the username’s characters and the name’s length as the server would, sending nothing', async () => {
    const sent = answerPost('/api/register', () => HttpResponse.json(regularUser, { status: 201 }));
    const app = await openRegister();

    await registerWith(app, { 'Nome completo': 'A'.repeat(121), Telefone: 'abc', 'Nome de usuário': 'ana souza' });

    const panel = activePanel();
    expect(await within(panel).findByText('Nome completo deve ter no máximo 120 caracteres')).toBeInTheDocument();
    expect(within(panel).getByText('Telefone inválido')).toBeInTheDocument();
    expect(
      within(panel).getByText('Nome de usuário pode conter apenas letras, números, ponto, hífen, arroba e sublinhado'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('creates the account without the confirmation, welcomes the user and shows the dashboard', async () => {
    const created = { ...regularUser, id: 7, username: 'ana.souza', fullName: 'Ana Souza', phone: null };
    const sent = answerPost('/api/register', () => HttpResponse.json(created, { status: 201 }));
    const app = await openRegister();

    await registerWith(app, {
      'Nome completo': 'Ana Souza',
      'E-mail': 'ana@exemplo.com',
      'Nome de usuário': 'ana.souza',
    });

    expect(await screen.findByText('Registro bem-sucedido')).toBeInTheDocument();
    expect(screen.getByText('Bem-vindo, Ana Souza!')).toBeInTheDocument();
    expect(within(await screen.findByRole('complementary')).getByText('Ana Souza')).toBeInTheDocument();
    expect(app.pathname()).toBe('/home');
    expect(sent).toEqual([
      { fullName: 'Ana Souza', email: 'ana@exemplo.com', username: 'ana.souza', password: 'segredo123' },
    ]);
  });

  it('sends the phone when one is given', async () => {
    const sent = answerPost('/api/register', () => HttpResponse.json(regularUser, { status: 201 }));
    const app = await openRegister();

    await registerWith(app, { Telefone: '(11) 91234-5678' });

    await screen.findByText('Registro bem-sucedido');
    expect(sent).toEqual([expect.objectContaining({ phone: '(11) 91234-5678' })]);
  });

  it('shows a taken username on its field, and a red toast that points there', async () => {
    answerPost('/api/register', () =>
      HttpResponse.json(
        {
          message: 'Este nome de usuário já está em uso',
          fieldErrors: { username: 'Este nome de usuário já está em uso' },
        },
        { status: 409 },
      ),
    );
    const app = await openRegister();

    await registerWith(app, { 'Nome completo': 'Ana Souza', 'E-mail': 'ana@exemplo.com', 'Nome de usuário': 'marina' });

    expect(await screen.findByText('Falha no cadastro')).toBeInTheDocument();
    // Under the field only: the toast says where to look.
    expect(screen.getAllByText('Este nome de usuário já está em uso')).toHaveLength(1);
    expect(screen.getByText('Veja a mensagem no campo marcado.')).toBeInTheDocument();
    await waitFor(() => {
      expect(field('Nome de usuário')).toHaveAccessibleDescription('Este nome de usuário já está em uso');
    });
    expect(screen.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
    expect(field('Nome completo')).toHaveValue('Ana Souza');
    expect(app.pathname()).toBe('/auth');
  });

  it('shows the spinner while the account is being created', async () => {
    answerPost('/api/register', async () => {
      await delay(200);
      return HttpResponse.json(regularUser, { status: 201 });
    });
    const app = await openRegister();
    await registerWith(app);

    expect(await screen.findByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(await screen.findByRole('complementary')).toBeInTheDocument();
  });
});
