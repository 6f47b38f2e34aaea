import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { aMessage, fakeMessagesServer } from '../testing/fake-messages-server';
import type { Contact } from '../types';

const joao = regularUser;
const marina = adminUser;
const contacts: Contact[] = [
  { id: 1, name: 'Marina Rossi', role: 'admin' },
  { id: 5, name: 'Carla Souza', role: 'user' },
];

async function openNewMessageDialog() {
  const app = renderApp('/messages');
  await app.user.click(await screen.findByRole('button', { name: 'Nova mensagem' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nova mensagem' });
  return { ...app, dialog };
}

// jsdom lays nothing out, so the floating list of the select counts as detached and stays hidden
// (display: none) though open; its options are still the real ones, found with `hidden`.
const findOptions = () => screen.findAllByRole('option', { hidden: true });
const findOption = (name: string) => screen.findByRole('option', { name, hidden: true });
const recipientInput = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Destinatário/ });
const contentInput = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Mensagem/ });

describe('the new-message dialog', () => {
  it('holds the keyboard focus while the contacts are still loading', async () => {
    signInAs(marina);
    fakeMessagesServer({ me: marina, contacts });
    let answer: () => void = () => undefined;
    server.use(
      http.get(
        '/api/messages/contacts',
        () =>
          new Promise<Response>((resolve) => {
            answer = () => {
              resolve(HttpResponse.json(contacts));
            };
          }),
      ),
    );
    const { dialog } = await openNewMessageDialog();

    expect(recipientInput(dialog)).toBeDisabled();
    await waitFor(() => {
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });
    answer();
    await waitFor(() => {
      expect(recipientInput(dialog)).toBeEnabled();
    });
  });

  it("lists whom the user may write to as 'name (role)', with a text of 6 rows", async () => {
    signInAs(marina);
    fakeMessagesServer({ me: marina, contacts });
    const { dialog, user } = await openNewMessageDialog();

    await waitFor(() => {
      expect(recipientInput(dialog)).toBeEnabled();
    });
    await user.click(recipientInput(dialog));

    const options = await findOptions();
    expect(options.map((option) => option.textContent)).toEqual([
      'Marina Rossi (Administrador)',
      'Carla Souza (Usuário)',
    ]);
    expect(contentInput(dialog)).toHaveAttribute('rows', '6');
  });

  it('asks for a recipient and a text before sending anything', async () => {
    signInAs(joao);
    const fake = fakeMessagesServer({ me: joao, contacts });
    const { dialog, user } = await openNewMessageDialog();

    await user.type(contentInput(dialog), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await within(dialog).findByText('Destinatário é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('O conteúdo da mensagem é obrigatório')).toBeInTheDocument();
    expect(recipientInput(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(contentInput(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(fake.requests).toEqual([]);
  });

  it('refuses a text longer than 5000 characters', async () => {
    signInAs(joao);
    const fake = fakeMessagesServer({ me: joao, contacts });
    const { dialog, user } = await openNewMessageDialog();

    await user.click(contentInput(dialog));
    await user.paste('a'.repeat(5001));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await within(dialog).findByText('A mensagem pode ter no máximo 5000 caracteres')).toBeInTheDocument();
    expect(within(dialog).getByText('5001 de 5000 caracteres')).toBeInTheDocument();
    expect(fake.requests).toEqual([]);
  });

  it('sends the message to the chosen recipient, says so and closes', async () => {
    signInAs(joao);
    const fake = fakeMessagesServer({ me: joao, contacts });
    const { dialog, user } = await openNewMessageDialog();

    await waitFor(() => {
      expect(recipientInput(dialog)).toBeEnabled();
    });
    await user.click(recipientInput(dialog));
    await user.click(await findOption('Marina Rossi (Administrador)'));
    await user.click(contentInput(dialog));
    await user.paste('  Quando fica pronto o meu passaporte?  ');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Mensagem enviada')).toBeInTheDocument();
    expect(screen.getByText('Sua mensagem foi enviada com sucesso.')).toBeInTheDocument();
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: '/api/messages',
        body: { receiverId: 1, content: 'Quando fica pronto o meu passaporte?' },
      },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    await user.click(screen.getByRole('tab', { name: 'Enviadas' }));
    const sent = await screen.findByRole('list', { name: 'Mensagens enviadas' });
    expect(within(sent).getByText('Para: Marina Rossi')).toBeInTheDocument();
    expect(within(sent).getByText('Quando fica pronto o meu passaporte?')).toBeInTheDocument();
  });

  it("shows the server's refusal under the field, a toast that points there, and stays open", async () => {
    signInAs(joao);
    fakeMessagesServer({ me: joao, contacts });
    server.use(
      http.post('/api/messages', () =>
        HttpResponse.json(
          { message: 'Dados inválidos', fieldErrors: { content: 'Texto recusado pelo servidor' } },
          { status: 400 },
        ),
      ),
    );
    const { dialog, user } = await openNewMessageDialog();

    await waitFor(() => {
      expect(recipientInput(dialog)).toBeEnabled();
    });
    await user.click(recipientInput(dialog));
    await user.click(await findOption('Marina Rossi (Administrador)'));
    await user.type(contentInput(dialog), 'Olá');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Erro ao enviar mensagem')).toBeInTheDocument();
    expect(screen.getByText('Veja a mensagem no campo marcado.')).toBeInTheDocument();
    expect(within(dialog).getByText('Texto recusado pelo servidor')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nova mensagem' })).toBeInTheDocument();
  });

  it('says when the recipients cannot be loaded, and loads them again', async () => {
    signInAs(joao);
    fakeMessagesServer({ me: joao, contacts });
    server.use(
      http.get('/api/messages/contacts', () => HttpResponse.json({ message: 'Falha no servidor.' }, { status: 500 }), {
        once: true,
      }),
    );
    const { dialog, user } = await openNewMessageDialog();

    expect(await within(dialog).findByText('Não foi possível carregar os destinatários')).toBeInTheDocument();
    expect(within(dialog).getByText('Falha no servidor.')).toBeInTheDocument();
    expect(recipientInput(dialog)).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));

    await waitFor(() => {
      expect(recipientInput(dialog)).toBeEnabled();
    });
    expect(within(dialog).queryByText('Não foi possível carregar os destinatários')).not.toBeInTheDocument();
  });
});

describe('the message dialog', () => {
  it('shows the whole message and answers its sender with a text of 4 rows', async () => {
    signInAs(joao);
    const received = aMessage({ content: 'Precisamos da sua certidão.\nPode enviar?', isRead: true });
    const fake = fakeMessagesServer({ me: joao, messages: [received] });
    const app = renderApp('/messages');

    await app.user.click(await screen.findByRole('button', { name: /Precisamos da sua certidão/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mensagem de Marina Rossi' });
    expect(within(dialog).getByText('De: Marina Rossi')).toBeInTheDocument();
    expect(within(dialog).getByText(/Precisamos da sua certidão\.\s+Pode enviar\?/)).toBeInTheDocument();
    const reply = within(dialog).getByRole('textbox', { name: /Resposta para Marina Rossi/ });
    expect(reply).toHaveAttribute('rows', '4');

    await app.user.click(within(dialog).getByRole('button', { name: 'Responder' }));
    expect(await within(dialog).findByText('O conteúdo da mensagem é obrigatório')).toBeInTheDocument();

    await app.user.click(reply);
    await app.user.paste('Envio hoje à tarde.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Responder' }));

    expect(await screen.findByText('Mensagem enviada')).toBeInTheDocument();
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: '/api/messages',
        body: { receiverId: received.senderId, content: 'Envio hoje à tarde.' },
      },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('answers the receiver of a message from the sent box', async () => {
    signInAs(marina);
    const fake = fakeMessagesServer({
      me: marina,
      messages: [aMessage({ receiverId: 9, receiverName: 'Carla Souza', content: 'Seu horário foi confirmado' })],
    });
    const app = renderApp('/messages?box=sent');

    await app.user.click(await screen.findByRole('button', { name: /Seu horário foi confirmado/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mensagem para Carla Souza' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /Resposta para Carla Souza/ }), 'Até amanhã!');
    await app.user.click(within(dialog).getByRole('button', { name: 'Responder' }));

    await waitFor(() => {
      expect(fake.requests).toEqual([
        { method: 'POST', path: '/api/messages', body: { receiverId: 9, content: 'Até amanhã!' } },
      ]);
    });
  });

  it('can be closed with Escape, giving the focus back to the message', async () => {
    signInAs(joao);
    fakeMessagesServer({ me: joao, messages: [aMessage({ content: 'Foco de volta', isRead: true })] });
    const app = renderApp('/messages');
    const open = await screen.findByRole('button', { name: /Foco de volta/ });

    await app.user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Mensagem de Marina Rossi' });
    await waitFor(() => {
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });
    await app.user.keyboard('{Escape}');

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(open).toHaveFocus();
    });
  });

  it('asks before Escape or Fechar throw away a reply being written, and keeps it on Continuar escrevendo', async () => {
    signInAs(joao);
    fakeMessagesServer({ me: joao, messages: [aMessage({ content: 'Pergunta', isRead: true })] });
    const app = renderApp('/messages');
    await app.user.click(await screen.findByRole('button', { name: /Pergunta/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mensagem de Marina Rossi' });
    const reply = within(dialog).getByRole('textbox', { name: /Resposta para Marina Rossi/ });
    await app.user.type(reply, 'Minha resposta');

    await app.user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Descartar a mensagem?' });
    await waitFor(() => {
      expect(within(ask).getByRole('button', { name: 'Continuar escrevendo' })).toHaveFocus();
    });
    await app.user.click(within(ask).getByRole('button', { name: 'Continuar escrevendo' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Descartar a mensagem?' })).not.toBeInTheDocument();
    });
    expect(reply).toHaveValue('Minha resposta');

    // The form's own Fechar (the × in the corner has the same name).
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Fechar' });
    const formClose = closeButtons.at(-1);
    if (!formClose) throw new Error('the reply form has no Fechar');
    await app.user.click(formClose);
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Descartar a mensagem?' })).getByRole('button', {
        name: 'Descartar',
      }),
    );
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('is not closed by Escape nor by Fechar while a reply is on its way', async () => {
    signInAs(joao);
    fakeMessagesServer({ me: joao, messages: [aMessage({ content: 'Pergunta', isRead: true })] });
    let answer: () => void = () => undefined;
    server.use(
      http.post(
        '/api/messages',
        () =>
          new Promise<Response>((resolve) => {
            answer = () => {
              resolve(HttpResponse.json(aMessage({ content: 'Resposta' }), { status: 201 }));
            };
          }),
      ),
    );
    const app = renderApp('/messages');
    await app.user.click(await screen.findByRole('button', { name: /Pergunta/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mensagem de Marina Rossi' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /Resposta para Marina Rossi/ }), 'Já enviei');
    await app.user.click(within(dialog).getByRole('button', { name: 'Responder' }));

    await app.user.keyboard('{Escape}');
    const formClose = within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1);
    if (!formClose) throw new Error('the reply form has no Fechar');
    await app.user.click(formClose);
    // The question would open after its transition: given that time, it does not.
    await expect(screen.findByRole('dialog', { name: 'Descartar a mensagem?' }, { timeout: 800 })).rejects.toThrow();
    expect(screen.getByRole('dialog', { name: 'Mensagem de Marina Rossi' })).toBeInTheDocument();

    answer();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
