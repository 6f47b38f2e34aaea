import type { ApiSchema } from '@/lib/api-types';

/** The two boxes of a person: what they received and what they sent. */
export type Mailbox = 'inbox' | 'sent';

/** A message as GET /api/messages answers it; ids and names are null for a deleted account. */
export type Message = ApiSchema<'MessageView'>;

export type MessagePage = ApiSchema<'MessagePage'>;

export interface MailboxRequest {
  box: Mailbox;
  page: number;
  pageSize: number;
}

/** Someone the signed-in person may write to. */
export type Contact = ApiSchema<'ContactView'>;

export type NewMessage = ApiSchema<'SendBody'>;
