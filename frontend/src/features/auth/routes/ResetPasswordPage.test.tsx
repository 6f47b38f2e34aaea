import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderAppPage } from '@/testing/test-utils';
import { regularUser } from '@/testing/users';
import { answerPost } from '../testing/auth-page';

const LINK_INVALID = 'Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo.';
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

jest.setTimeout(15_000);

let checked: unknown[] = [];

beforeEach(() => {
  checked = answerPost('/api/reset-password/check', () => HttpResponse.json({ passwordMinScore: 2 }));
});

afterEach(() => {
  notifications.clean();
});

const openReset = (path = '/auth/reset?token=abc123') => renderAppPage(path, 'Criar nova senha');

async function choose(app: Awaited<ReturnType<typeof openReset>>, password: string, confirmation: string) {
  await app.user.type(await screen.findByLabelText(/^Nova senha/), password);
  await app.user.type(field('Confirmar nova senha'), confirmation);
  await app.user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
}

describe('the password reset page (/auth/reset)', () => {
  it('checks the new password and its confirmation before sending anything', async () => {
    const sent = answerPost('/api/reset-password/confirm', () => HttpResponse.json({ message: 'ok' }));
    const app = await openReset();

    await app.user.click(await screen.findByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('A senha deve ter pelo menos 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Por favor, confirme sua senha')).toBeInTheDocument();

    await choose(app, 'nova-senha', 'outra-senha');
    expect(await screen.findByText('As senhas não conferem')).toBeInTheDocument();
    expect(field('Confirmar nova senha')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('sets the new password with the token of the link, then sends to /auth with a toast', async () => {
    const sent = answerPost('/api/reset-password/confirm', () =>
      HttpResponse.json({ message: 'Senha redefinida. Entre com a nova senha.' }),
    );
    const app = await openReset();

    await choose(app, 'nova-senha', 'nova-senha');

    expect(await screen.findByRole('tab', { name: 'Entrar' }, { timeout: 5000 })).toBeInTheDocument();
    expect(app.pathname()).toBe('/auth');
    expect(screen.getByText('Senha redefinida')).toBeInTheDocument();
    expect(screen.getByText('Senha redefinida. Entre com a nova senha.')).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'abc123', newPassword: 'nova-senha' }]);
  });

  it("shows the server's message for a link that is unknown, used or expired, with a way to ask again", async () => {
    server.use(
      http.post('/api/reset-password/confirm', () =>
        HttpResponse.json({ message: 'Dados inválidos', fieldErrors: { token: LINK_INVALID } }, { status: 400 }),
      ),
    );
    const app = await openReset();

    await choose(app, 'nova-senha', 'nova-senha');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Link inválido')).toBeInTheDocument();
    expect(within(alert).getByText(LINK_INVALID)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Salvar nova senha' })).not.toBeInTheDocument();
    expect(app.pathname()).toBe('/auth/reset');
  });

  it('says at once that a link is unknown, used or expired, before anything is typed', async () => {
    const sent = answerPost('/api/reset-password/confirm', () => HttpResponse.json({ message: 'ok' }));
    server.use(
      http.post('/api/reset-password/check', () =>
        HttpResponse.json({ message: 'Dados inválidos', fieldErrors: { token: LINK_INVALID } }, { status: 400 }),
      ),
    );
    await openReset();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(LINK_INVALID)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByLabelText(/^Nova senha/)).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("asks a staff account's link for a staff-strength password, and still offers the form when the check fails", async () => {
    const warning = /Fácil de adivinhar: pode ser recusada/;
    const app = await openReset();
    await app.user.type(await screen.findByLabelText(/^Nova senha/), 'janela990');
    expect(await screen.findByText('Força da senha: Razoável')).toBeInTheDocument();
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    expect(checked).toEqual([{ token: 'abc123' }]);
    app.unmount();

    server.use(http.post('/api/reset-password/check', () => HttpResponse.json({ passwordMinScore: 3 })));
    const staff = await openReset('/auth/reset?token=staff1');
    await staff.user.type(await screen.findByLabelText(/^Nova senha/), 'janela990');
    expect(await screen.findByText(warning)).toBeInTheDocument();
    staff.unmount();

    server.use(
      http.post('/api/reset-password/check', () =>
        HttpResponse.json({ message: 'Serviço temporariamente indisponível.' }, { status: 503 }),
      ),
      // The portal's calm banner asks when the service is back.
      http.get('/api/ready', () => HttpResponse.json({ status: 'ok' })),
    );
    await openReset('/auth/reset?token=later');
    expect(await screen.findByLabelText(/^Nova senha/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message about the password on its field", async () => {
    server.use(
      http.post('/api/reset-password/confirm', () =>
        HttpResponse.json(
          { message: 'Dados inválidos', fieldErrors: { newPassword: 'A senha deve ter no máximo 72 caracteres' } },
          { status: 400 },
        ),
      ),
    );
    const app = await openReset();

    await choose(app, 'nova-senha', 'nova-senha');

    await waitFor(() => {
      expect(field('Nova senha')).toHaveAccessibleDescription('A senha deve ter no máximo 72 caracteres');
    });
  });

  it("tells other failures in a red toast with the server's reason", async () => {
    server.use(
      http.post('/api/reset-password/confirm', () =>
        HttpResponse.json({ message: 'Muitas tentativas. Tente novamente em instantes.' }, { status: 429 }),
      ),
    );
    const app = await openReset();

    await choose(app, 'nova-senha', 'nova-senha');

    expect(await screen.findByText('Muitas tentativas. Tente novamente em instantes.')).toBeInTheDocument();
    expect(screen.getByText('Erro ao redefinir senha')).toBeInTheDocument();
  });

  it('says that a link without a token is incomplete', async () => {
    await openReset('/auth/reset');

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este link de redefinição está incompleto. Abra o link do e-mail novamente ou peça um novo.',
    );
    expect(screen.queryByLabelText(/^Nova senha/)).not.toBeInTheDocument();
  });

  it('opens for a signed-in user too, since the link comes by e-mail', async () => {
    signInAs(regularUser);

    const app = await openReset();

    expect(app.pathname()).toBe('/auth/reset');
  });
});
