import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import '@/lib/dayjs';
import type { Mailbox, Message } from '../types';

dayjs.extend(relativeTime);

/**
 * How long ago, in pt-BR ('há 5 minutos'). An instant slightly ahead of the browser's clock reads
 * as just now rather than in the future.
 */
export function relativeTimeOf(instant: string, now: Date = new Date()): string {
  const then = dayjs(instant);
  const reference = dayjs(now);
  return (then.isAfter(reference) ? reference : then).from(reference);
}

/** The date and time in the browser's zone, in the given dayjs format. */
export function formatInstant(instant: string, format: string): string {
  return dayjs(instant).format(format);
}

export interface Counterpart {
  id: number | null;
  /** Null when the account was deleted. */
  name: string | null;
}

/** The other person of a message as seen from a box: the sender in the inbox, the receiver in Sent. */
export function counterpartOf(message: Message, box: Mailbox): Counterpart {
  return box === 'inbox'
    ? { id: message.senderId, name: message.senderName }
    : { id: message.receiverId, name: message.receiverName };
}
