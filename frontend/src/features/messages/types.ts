import type { Role } from '@/features/auth';

/** The two boxes of a person: what they received and what they sent. */
export type Mailbox = 'inbox' | 'sent';

/** A message as GET /api/messages answers it; ids and names are null for a deleted account. */
export interface Message {
  id: number;
  senderId: number | null;
  senderName: string | null;
  receiverId: number | null;
  receiverName: string | null;
  content: string;
  isRead: boolean;
  /** RFC 3339, UTC. */
  sentAt: string;
}

export interface MessagePage {
  items: Message[];
  total: number;
  page: number;
  pageSize: number;
}

export interface MailboxRequest {
  box: Mailbox;
  page: number;
  pageSize: number;
}

/** Someone the signed-in person may write to. */
export interface Contact {
  id: number;
  name: string;
  role: Role;
}

export interface NewMessage {
  receiverId: number;
  content: string;
}
