import { api } from '@/lib/api';
import type { Contact, MailboxRequest, Message, MessagePage, NewMessage } from './types';

/** A change to a message also changes the unread count and the dashboard's summary. */
const changedByAMessage = ['Messages', 'UnreadCount', 'Dashboard'] as const;

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<MessagePage, MailboxRequest>({
      query: ({ box, page, pageSize }) => ({ url: '/messages', params: { box, page, pageSize } }),
      providesTags: ['Messages'],
    }),
    /** Whom the signed-in person may write to: the admins for a client, everyone for an admin. */
    getMessageContacts: build.query<Contact[], void>({
      query: () => '/messages/contacts',
    }),
    getUnreadMessageCount: build.query<number, void>({
      query: () => '/messages/unread-count',
      transformResponse: (body: { count: number }) => body.count,
      providesTags: ['UnreadCount'],
    }),
    sendMessage: build.mutation<Message, NewMessage>({
      query: (body) => ({ url: '/messages', method: 'POST', body }),
      invalidatesTags: [...changedByAMessage],
    }),
    markMessageRead: build.mutation<null, number>({
      query: (id) => ({ url: `/messages/${id}/read`, method: 'PATCH' }),
      invalidatesTags: [...changedByAMessage],
    }),
    /** Hides the message from the signed-in person's own boxes; the other person keeps it. */
    deleteMessage: build.mutation<null, number>({
      query: (id) => ({ url: `/messages/${id}`, method: 'DELETE' }),
      invalidatesTags: [...changedByAMessage],
    }),
  }),
});

export const {
  useGetMessagesQuery,
  useGetMessageContactsQuery,
  useGetUnreadMessageCountQuery,
  useSendMessageMutation,
  useMarkMessageReadMutation,
  useDeleteMessageMutation,
} = messagesApi;
