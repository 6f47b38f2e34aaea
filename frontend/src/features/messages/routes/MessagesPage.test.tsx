import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { aMessage, fakeMessagesServer } from '../testing/fake-messages-server';

const joao = regularUser;
const marina = adminUser;

async function openMessages(path = '/messages') {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Mensagens' });
  return app;
}

const list = (name: 'Mensagens recebidas' | 'Mensagens enviadas') => screen.findByRole('list', { name });
const rows = (container: HTMLElement) => within(container).getAllByRole('listitem');

describe('the inbox', () => {
  it('lists the received messages newest first, marking the unread ones with a dot and a text', async () => {
    signInAs(joao);
    fakeMessagesServer({
      me: joao,
      messages: [
        aMessage({ content: 'Mensagem antiga já lida', isRead: true, minutesAgo: 180 }),
        aMessage({ content: 'Seus documentos chegaram', isRead: false, minutesAgo: 5 }),
      ],
    });

    await openMessages();

    expect(screen.getByRole('tab', { name: 'Caixa de entrada', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Enviadas', selected: false })).toBeInTheDocument();
    const [newest, oldest] = rows(await list('Mensagens recebidas'));
    if (!newest || !oldest) throw new Error('two rows expected');
    expect(newest).toHaveTextContent('Seus documentos chegaram');
    expect(newest).toHaveAttribute('data-unread', 'true');
    expect(within(newest).getByText('Não lida')).toBeInTheDocument();
    expect(newest.querySelector('[data-unread-dot]')).not.toBeNull();
    expect(within(newest).getByText('Marina Rossi')).toBeInTheDocument();
    expect(within(newest).getByText('há 5 minutos')).toBeInTheDocument();
    expect(oldest).toHaveTextContent('Mensagem antiga já lida');
    expect(oldest).not.toHaveAttribute('data-unread');
    expect(within(oldest).queryByText('Não lida')).not.toBeInTheDocument();
    expect(oldest.querySelector('[data-unread-dot]')).toBeNull();
    expect(within(oldest).getByText('há 3 horas')).toBeInTheDocument();
  });

  it("says 'Nenhuma mensagem na sua caixa de entrada' when it is empty", async () => {
    signInAs(joao);
    fakeMessagesServer({ me: joao });

    await openMessages();

    expect(await screen.findByText('Nenhuma mensagem na sua caixa de entrada')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Mensagens recebidas' })).not.toBeInTheDocument();
  });

  it("names a sender whose account was deleted 'Usuário desconhecido' and offers no reply", async () => {
    signInAs(joao);
    fakeMessagesServer({
      me: joao,
      messages: [aMessage({ senderId: null, senderName: null, content: 'De uma conta removida' })],
    });
    const app = await openMessages();

    const [row] = rows(await list('Mensagens recebidas'));
    if (!row) throw new Error('one row expected');
    expect(within(row).getByText('Usuário desconhecido')).toBeInTheDocument();

    await app.user.click(within(row).getByRole('button', { name: /De uma conta removida/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Mensagem de Usuário desconhecido' });
    expect(within(dialog).getByText('De: Usuário desconhecido')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Não é possível responder: a conta deste usuário foi excluída.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('marks a message read when its receiver opens it, and the dot and the count go away', async () => {
    signInAs(joao);
    const fake = fakeMessagesServer({ me: joao, messages: [aMessage({ content: 'Leia-me, por favor' })] });
    const app = await openMessages();
    const sidebar = screen.getByRole('complementary');
    expect(await within(sidebar).findByRole('link', { name: /1 mensagem não lida/ })).toBeInTheDocument();

    await app.user.click(await screen.findByRole('button', { name: /Leia-me, por favor/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Mensagem de Marina Rossi' });
    expect(within(dialog).getByText('Leia-me, por favor')).toBeInTheDocument();
    await waitFor(() => {
      expect(fake.requests).toContainEqual({ method: 'PATCH', path: `/api/messages/${fake.stored[0]?.id}/read` });
    });
    await waitFor(() => {
      expect(screen.getByRole('listitem')).not.toHaveAttribute('data-unread');
    });
    await waitFor(() => {
      expect(within(sidebar).queryByText('1 mensagem não lida')).not.toBeInTheDocument();
    });
  });

  it('does not mark again a message that is already read', async () => {
    signInAs(joao);
    const fake = fakeMessagesServer({ me: joao, messages: [aMessage({ content: 'Já lida', isRead: true })] });
    const app = await openMessages();

    await app.user.click(await screen.findByRole('button', { name: /Já lida/ }));

    expect(await screen.findByRole('dialog', { name: 'Mensagem de Marina Rossi' })).toBeInTheDocument();
    expect(fake.requests).toEqual([]);
  });

  it('tells the user when the messages cannot be loaded, and tries again', async () => {
    signInAs(joao);
    fakeMessagesServer({ me: joao, messages: [aMessage({ content: 'Chegou depois do erro' })] });
    server.use(
      http.get('/api/messages', () => HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 }), {
        once: true,
      }),
    );
    const app = await openMessages();

    expect(await screen.findByText('Não foi possível carregar as mensagens')).toBeInTheDocument();
    expect(screen.getByText('Erro interno do servidor.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByText('Chegou depois do erro')).toBeInTheDocument();
  });

  it('shows a page at a time and moves between pages', async () => {
    signInAs(joao);
    fakeMessagesServer({
      me: joao,
      messages: Array.from({ length: 12 }, (_, index) =>
        aMessage({ content: `Mensagem número ${index + 1}`, minutesAgo: 100 - index, isRead: true }),
      ),
    });
    const app = await openMessages();

    const firstPage = await list('Mensagens recebidas');
    expect(rows(firstPage)).toHaveLength(10);
    expect(rows(firstPage)[0]).toHaveTextContent('Mensagem número 12');

    const pages = screen.getByRole('navigation', { name: 'Páginas de mensagens' });
    await app.user.click(within(pages).getByRole('button', { name: 'Página 2' }));

    await waitFor(() => {
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
    });
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Mensagem número 1');
    expect(app.location().search).toBe('?page=2');
  });
});

describe('the sent box', () => {
  it("shows 'Para: ...' and whether each message was read", async () => {
    signInAs(joao);
    fakeMessagesServer({
      me: joao,
      messages: [
        aMessage({
          senderId: joao.id,
          senderName: joao.fullName,
          receiverId: 1,
          receiverName: 'Marina Rossi',
          content: 'Pergunta lida',
          isRead: true,
          minutesAgo: 60,
        }),
        aMessage({
          senderId: joao.id,
          senderName: joao.fullName,
          receiverId: 7,
          receiverName: 'Paula Staff',
          content: 'Pergunta nova',
          minutesAgo: 2,
        }),
        aMessage({
          senderId: joao.id,
          senderName: joao.fullName,
          receiverId: null,
          receiverName: null,
          content: 'Para quem saiu',
          minutesAgo: 90,
        }),
      ],
    });
    const app = await openMessages();

    await app.user.click(screen.getByRole('tab', { name: 'Enviadas' }));

    const [unreadYet, read, toDeleted] = rows(await list('Mensagens enviadas'));
    if (!unreadYet || !read || !toDeleted) throw new Error('three rows expected');
    expect(within(unreadYet).getByText('Para: Paula Staff')).toBeInTheDocument();
    expect(within(unreadYet).getByText('Enviada')).toBeInTheDocument();
    // Sent messages the other person has not read are not highlighted as unread for their sender.
    expect(within(unreadYet).queryByText('Não lida')).not.toBeInTheDocument();
    expect(within(read).getByText('Para: Marina Rossi')).toBeInTheDocument();
    expect(within(read).getByText('Lida')).toBeInTheDocument();
    expect(within(toDeleted).getByText('Para: Usuário desconhecido')).toBeInTheDocument();
    expect(app.location().search).toBe('?box=sent');
  });

  it("says 'Nenhuma mensagem enviada' when it is empty", async () => {
    signInAs(joao);
    fakeMessagesServer({ me: joao, messages: [aMessage()] });

    await openMessages('/messages?box=sent');

    expect(screen.getByRole('tab', { name: 'Enviadas', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma mensagem enviada')).toBeInTheDocument();
  });

  it('does not mark read a message its sender opens', async () => {
    signInAs(marina);
    const fake = fakeMessagesServer({
      me: marina,
      messages: [aMessage({ content: 'Aguardando leitura', isRead: false })],
    });
    const app = await openMessages('/messages?box=sent');

    await app.user.click(await screen.findByRole('button', { name: /Aguardando leitura/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Mensagem para João da Silva' });
    expect(within(dialog).getByText('Para: João da Silva')).toBeInTheDocument();
    expect(within(dialog).getByText('Enviada')).toBeInTheDocument();
    expect(fake.requests).toEqual([]);
  });
});

describe('deleting a message', () => {
  it('asks first, and keeps the message when the user cancels', async () => {
    signInAs(joao);
    const fake = fakeMessagesServer({ me: joao, messages: [aMessage({ content: 'Fica aqui' })] });
    const app = await openMessages();

    await app.user.click(await screen.findByRole('button', { name: 'Excluir a mensagem de Marina Rossi' }));

    const dialog = await screen.findByRole('dialog', { name: 'Excluir mensagem' });
    expect(within(dialog).getByText('Tem certeza de que deseja excluir esta mensagem?')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.getByText('Fica aqui')).toBeInTheDocument();
    expect(fake.requests).toEqual([]);
  });

  it("removes it from the user's box after the confirmation and says so", async () => {
    signInAs(joao);
    const fake = fakeMessagesServer({
      me: joao,
      messages: [aMessage({ content: 'Apague-me' }), aMessage({ content: 'Continuo aqui', minutesAgo: 50 })],
    });
    const app = await openMessages();

    const [newest] = rows(await list('Mensagens recebidas'));
    if (!newest) throw new Error('a row expected');
    expect(newest).toHaveTextContent('Apague-me');
    await app.user.click(within(newest).getByRole('button', { name: 'Excluir a mensagem de Marina Rossi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir mensagem' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Mensagem excluída')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText('Apague-me')).not.toBeInTheDocument();
    });
    expect(screen.getByText('Continuo aqui')).toBeInTheDocument();
    expect(fake.requests).toEqual([{ method: 'DELETE', path: `/api/messages/${fake.stored[0]?.id}` }]);
  });

  it('shows the error of the server and keeps the message', async () => {
    signInAs(joao);
    fakeMessagesServer({ me: joao, messages: [aMessage({ content: 'Não sai' })] });
    server.use(
      http.delete('/api/messages/:id', () =>
        HttpResponse.json({ message: 'Mensagem não encontrada.' }, { status: 404 }),
      ),
    );
    const app = await openMessages();

    await app.user.click(await screen.findByRole('button', { name: 'Excluir a mensagem de Marina Rossi' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Erro ao excluir mensagem')).toBeInTheDocument();
    expect(screen.getByText('Mensagem não encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Não sai');
  });
});
