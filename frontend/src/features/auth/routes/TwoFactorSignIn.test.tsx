import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { activePanel, answerPost, fill, openAuth, signInWith } from '../testing/auth-page';

afterEach(() => {
  notifications.clean();
});

jest.setTimeout(15_000);

const codeStep = () => HttpResponse.json({ twoFactorRequired: true }, { status: 202 });

/** Signs in with a right password on an account with a second factor. */
async function passwordStep() {
  answerPost('/api/login', codeStep);
  const app = await openAuth();
  await signInWith(app, 'joao.silva', 'segredo123');
  await screen.findByRole('heading', { name: 'Verificação em duas etapas' });
  return app;
}

describe('the code step of a sign-in', () => {
  it('asks for the six digits of the app, ready for one-time-code autofill', async () => {
    await passwordStep();

    const code = within(activePanel()).getByRole('textbox', { name: /^Código de verificação/ });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByText('Login bem-sucedido')).not.toBeInTheDocument();
  });

  it("shows the server's refusal and signs in with the right code", async () => {
    let right = false;
    const sent = answerPost('/api/login/two-factor', () =>
      right
        ? HttpResponse.json(regularUser)
        : HttpResponse.json({ message: 'Código inválido. Confira o aplicativo autenticador.' }, { status: 401 }),
    );
    const app = await passwordStep();

    await fill(app, 'Código de verificação', '000000');
    await app.user.click(within(activePanel()).getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Código inválido. Confira o aplicativo autenticador.')).toBeInTheDocument();

    right = true;
    await app.user.clear(within(activePanel()).getByRole('textbox', { name: /^Código de verificação/ }));
    await fill(app, 'Código de verificação', '123 456');
    await app.user.click(within(activePanel()).getByRole('button', { name: 'Verificar' }));

    expect(await screen.findByText('Bem-vindo, João da Silva!')).toBeInTheDocument();
    await waitFor(() => {
      expect(app.pathname()).toBe('/home');
    });
    expect(sent).toEqual([{ code: '000000' }, { code: '123 456' }]);
  });

  it('refuses a code that is not six digits before sending it', async () => {
    const sent = answerPost('/api/login/two-factor', () => HttpResponse.json(regularUser));
    const app = await passwordStep();
    await fill(app, 'Código de verificação', '12ab');
    await app.user.click(within(activePanel()).getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('O código tem 6 dígitos')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('takes a recovery code in a text field instead', async () => {
    const sent = answerPost('/api/login/two-factor', () => HttpResponse.json(regularUser));
    const app = await passwordStep();

    await app.user.click(screen.getByRole('button', { name: 'Usar um código de recuperação' }));
    const recovery = within(activePanel()).getByRole('textbox', { name: /^Código de recuperação/ });
    expect(recovery).not.toHaveAttribute('inputmode', 'numeric');
    await fill(app, 'Código de recuperação', 'abcde-fghjk');
    await app.user.click(within(activePanel()).getByRole('button', { name: 'Verificar' }));

    expect(await screen.findByText('Bem-vindo, João da Silva!')).toBeInTheDocument();
    expect(sent).toEqual([{ code: 'abcde-fghjk' }]);
  });

  it("goes back to the password with 'Voltar'", async () => {
    const app = await passwordStep();
    await app.user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(within(activePanel()).getByLabelText(/^Senha/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Verificação em duas etapas' })).not.toBeInTheDocument();
  });
});

describe('the staff area and the second factor', () => {
  it('asks an admin without it to turn it on', async () => {
    server.use(
      http.get('/api/user', () => HttpResponse.json(adminUser)),
      http.get('/api/users', () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 })),
    );
    renderApp('/users-management');
    const banner = await screen.findByText('Proteja a área da equipe: ative a verificação em duas etapas', undefined, {
      timeout: 5000,
    });
    expect(banner).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ativar em Configurações' })).toHaveAttribute(
      'href',
      '/settings?tab=two-factor',
    );
  });

  it('sends an admin to the settings when the server requires it', async () => {
    server.use(http.get('/api/user', () => HttpResponse.json({ ...adminUser, twoFactorSetupRequired: true })));
    server.use(http.get('/api/account/two-factor', () => HttpResponse.json({ enabled: false, recoveryCodesLeft: 0 })));
    const app = renderApp('/users-management');
    await waitFor(
      () => {
        expect(app.pathname()).toBe('/settings');
      },
      { timeout: 5000 },
    );
    expect(await screen.findByRole('tab', { name: 'Verificação em duas etapas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
