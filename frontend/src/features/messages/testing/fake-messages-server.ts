import { http, HttpResponse } from 'msw';
import type { User } from '@/features/auth';
import { server } from '@/testing/server';
import type { Contact, Message } from '../types';

interface StoredMessage extends Message {
  hiddenForSender: boolean;
  hiddenForReceiver: boolean;
}

interface FakeOptions {
  /** Whom the session belongs to; sign them in with signInAs as well. */
  me: User;
  messages?: Message[];
  contacts?: Contact[];
}

let nextId = 1000;

/** A message for the tests, sent `minutesAgo` minutes before now. */
export function aMessage(fields: Partial<Message> & { minutesAgo?: number } = {}): Message {
  const { minutesAgo = 5, ...rest } = fields;
  nextId += 1;
  return {
    id: nextId,
    senderId: 1,
    senderName: 'Marina Rossi',
    receiverId: 2,
    receiverName: 'João da Silva',
    content: 'Olá! Seus documentos chegaram.',
    isRead: false,
    sentAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    ...rest,
  };
}

/**
 * The /api/messages calls as the server answers them, over messages kept in memory: the boxes
 * newest first with paging, reading by the receiver only, deletion on one side, sending from the
 * session's user. `requests` records the changes the page asked for.
 */
export function fakeMessagesServer({ me, messages = [], contacts = [] }: FakeOptions) {
  const stored: StoredMessage[] = messages.map((message) => ({
    ...message,
    hiddenForSender: false,
    hiddenForReceiver: false,
  }));
  const requests: { method: string; path: string; body?: unknown }[] = [];

  const inBox = (box: string) =>
    stored
      .filter((m) =>
        box === 'sent' ? m.senderId === me.id && !m.hiddenForSender : m.receiverId === me.id && !m.hiddenForReceiver,
      )
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt));

  const visible = (id: number) => stored.find((m) => m.id === id && [...inBox('inbox'), ...inBox('sent')].includes(m));

  const toMessage = (message: StoredMessage): Message => ({
    id: message.id,
    senderId: message.senderId,
    senderName: message.senderName,
    receiverId: message.receiverId,
    receiverName: message.receiverName,
    content: message.content,
    isRead: message.isRead,
    sentAt: message.sentAt,
  });

  server.use(
    http.get('/api/messages/contacts', () => HttpResponse.json(contacts)),
    http.get('/api/messages/unread-count', () =>
      HttpResponse.json({ count: inBox('inbox').filter((m) => !m.isRead).length }),
    ),
    http.get('/api/messages', ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? '1');
      const pageSize = Number(url.searchParams.get('pageSize') ?? '20');
      const all = inBox(url.searchParams.get('box') ?? 'inbox');
      return HttpResponse.json({
        items: all.slice((page - 1) * pageSize, page * pageSize).map(toMessage),
        total: all.length,
        page,
        pageSize,
      });
    }),
    http.post('/api/messages', async ({ request }) => {
      const body = (await request.json()) as { receiverId: number; content: string };
      requests.push({ method: 'POST', path: '/api/messages', body });
      const receiver = contacts.find((c) => c.id === body.receiverId);
      const sent: StoredMessage = {
        ...aMessage({
          senderId: me.id,
          senderName: me.fullName,
          receiverId: body.receiverId,
          receiverName: receiver?.name ?? null,
          content: body.content,
          minutesAgo: 0,
        }),
        hiddenForSender: false,
        hiddenForReceiver: false,
      };
      stored.push(sent);
      return HttpResponse.json(toMessage(sent), { status: 201 });
    }),
    http.patch('/api/messages/:id/read', ({ params }) => {
      const id = Number(params.id);
      requests.push({ method: 'PATCH', path: `/api/messages/${id}/read` });
      const message = visible(id);
      if (!message) return HttpResponse.json({ message: 'Mensagem não encontrada.' }, { status: 404 });
      if (message.receiverId !== me.id) {
        return HttpResponse.json({ message: 'Só o destinatário pode marcar a mensagem como lida.' }, { status: 403 });
      }
      message.isRead = true;
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('/api/messages/:id', ({ params }) => {
      const id = Number(params.id);
      requests.push({ method: 'DELETE', path: `/api/messages/${id}` });
      const message = visible(id);
      if (!message) return HttpResponse.json({ message: 'Mensagem não encontrada.' }, { status: 404 });
      if (message.receiverId === me.id) message.hiddenForReceiver = true;
      else message.hiddenForSender = true;
      return new HttpResponse(null, { status: 204 });
    }),
  );

  return { requests, stored };
}
