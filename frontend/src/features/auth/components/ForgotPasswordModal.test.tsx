import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';

const SENT = 'Link para nova senha enviado para seu email!';
const RESET_ANSWER = 'Se o e-mail estiver cadastrado, você receberá em instantes um link para redefinir a senha.';

jest.setTimeout(15_000);

afterEach(() => {
  notifications.clean();
  jest.useRealTimers();
});

/** Records each e-mail sent to POST /api/reset-password and answers like the server. */
function acceptResetRequests() {
  const emails: unknown[] = [];
  server.use(
    http.post('/api/reset-password', async ({ request }) => {
      emails.push(await request.json());
      return HttpResponse.json({ message: RESET_ANSWER });
    }),
  );
  return emails;
}

async function openModal(user = userEvent.setup()) {
  renderApp('/auth');
  await user.click(await screen.findByRole('button', { name: 'Esqueci minha senha' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Recuperar Senha' });
  return { user, dialog, email: within(dialog).getByRole('textbox', { name: 'E-mail' }) };
}

describe("'Esqueci minha senha'", () => {
  it("opens 'Recuperar Senha' with its text, the e-mail field focused, Cancelar and Enviar", async () => {
    const { dialog, email } = await openModal();

    expect(
      within(dialog).getByText('Digite seu email para receber um link para criar uma nova senha.'),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(email).toHaveFocus();
    });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
  });

  it('refuses an invalid e-mail without asking the server', async () => {
    const emails = acceptResetRequests();
    const { user, dialog, email } = await openModal();

    await user.type(email, 'sem-arroba');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await within(dialog).findByText('Endereço de e-mail inválido')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(emails).toEqual([]);
  });

  it("shows the server's refusal of the e-mail under the field, and a toast that points there", async () => {
    server.use(
      http.post('/api/reset-password', () =>
        HttpResponse.json(
          {
            message: 'Há dados a corrigir: veja a mensagem de cada campo.',
            fieldErrors: { email: 'O e-mail pode ter no máximo 254 caracteres.' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog, email } = await openModal();

    await user.type(email, 'ana@exemplo.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await within(dialog).findByText('O e-mail pode ter no máximo 254 caracteres.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Veja a mensagem no campo marcado.');
    expect(screen.getAllByText('O e-mail pode ter no máximo 254 caracteres.')).toHaveLength(1);
  });

  it('shows the sent view and a toast, then closes itself after 3000 ms and opens empty again', async () => {
    jest.useFakeTimers();
    const emails = acceptResetRequests();
    const { user, dialog, email } = await openModal(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));

    await user.type(email, 'ana@exemplo.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await within(dialog).findByText(SENT)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toHaveFocus();
    expect(screen.getByText('Email enviado')).toBeInTheDocument();
    expect(screen.getByText(RESET_ANSWER)).toBeInTheDocument();
    expect(emails).toEqual([{ email: 'ana@exemplo.com' }]);

    act(() => {
      jest.advanceTimersByTime(2800);
    });
    expect(screen.getByRole('dialog', { name: 'Recuperar Senha' })).toBeInTheDocument();
    expect(screen.getByText(SENT)).toBeInTheDocument();

    // Past 3000 ms, plus the modal's closing transition.
    act(() => {
      jest.advanceTimersByTime(200);
    });
    act(() => {
      jest.advanceTimersByTime(400);
    });
    expect(screen.queryByRole('dialog', { name: 'Recuperar Senha' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    const reopened = await screen.findByRole('dialog', { name: 'Recuperar Senha' });
    expect(within(reopened).getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
    expect(within(reopened).queryByText(SENT)).not.toBeInTheDocument();
  });

  it('closes at once with Fechar in the sent view', async () => {
    acceptResetRequests();
    const { user, dialog, email } = await openModal();
    await user.type(email, 'ana@exemplo.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    await user.click(await within(dialog).findByRole('button', { name: 'Fechar' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it.each([
    ['Cancelar', 'Cancelar'],
    ["its named close button ('Fechar janela')", 'Fechar janela'],
  ])('forgets what was typed when closed with %s, sending nothing', async (_how, button) => {
    const emails = acceptResetRequests();
    const { user, dialog, email } = await openModal();
    await user.type(email, 'ana@exemplo.com');

    await user.click(within(dialog).getByRole('button', { name: button }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await user.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));

    const reopened = await screen.findByRole('dialog', { name: 'Recuperar Senha' });
    expect(within(reopened).getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
    expect(emails).toEqual([]);
  });

  it('forgets an error shown when closed with Escape', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Endereço de e-mail inválido')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await user.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));

    const reopened = await screen.findByRole('dialog', { name: 'Recuperar Senha' });
    expect(within(reopened).queryByText('Endereço de e-mail inválido')).not.toBeInTheDocument();
  });

  it("shows the server's message in a red 'Erro' toast and keeps the form", async () => {
    server.use(
      http.post('/api/reset-password', () =>
        HttpResponse.json({ message: 'Muitas tentativas. Tente novamente em instantes.' }, { status: 429 }),
      ),
    );
    const { user, dialog, email } = await openModal();
    await user.type(email, 'ana@exemplo.com');

    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Muitas tentativas. Tente novamente em instantes.')).toBeInTheDocument();
    expect(screen.getByText('Erro')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('ana@exemplo.com');
    expect(within(dialog).queryByText(SENT)).not.toBeInTheDocument();
  });

  it("falls back to 'Erro ao processar recuperação de senha' when no server answers", async () => {
    server.use(http.post('/api/reset-password', () => HttpResponse.error()));
    const { user, dialog, email } = await openModal();
    await user.type(email, 'ana@exemplo.com');

    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Erro ao processar recuperação de senha')).toBeInTheDocument();
  });
});
