/**
 * The signed-in client's next appointments, kept on the device for reading with no network
 * (docs/decisions/installable-app.md). They live in a Cache Storage entry of their own that the
 * service worker never serves, written by the app while online and erased at sign-out.
 */

/** What an offline appointment card shows. */
export interface OfflineCard {
  id: number;
  serviceName: string;
  location: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  status: string;
}

export interface OfflineCards {
  userId: number;
  savedAt: string;
  cards: OfflineCard[];
}

export const OFFLINE_CACHE = 'portal-offline-cards';
const ENTRY = '/offline/appointments.json';

/** The reference the reception desk reads from the card's QR code: the calendar invite's UID too. */
export function appointmentReference(id: number): string {
  return `agendamento-${id}@facilitando-burocracias`;
}

const hasCaches = () => typeof caches !== 'undefined';

/** Keeps these cards for the user, replacing whatever was kept before. */
export async function saveOfflineCards(userId: number, cards: OfflineCard[]): Promise<void> {
  if (!hasCaches()) return;
  const body: OfflineCards = { userId, savedAt: new Date().toISOString(), cards };
  try {
    const cache = await caches.open(OFFLINE_CACHE);
    await cache.put(ENTRY, new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
  } catch {
    // Private browsing or a full disk: the portal works without the offline copy.
  }
}

/** The kept cards, or null when there are none. */
export async function readOfflineCards(): Promise<OfflineCards | null> {
  if (!hasCaches()) return null;
  try {
    const cache = await caches.open(OFFLINE_CACHE);
    const response = await cache.match(ENTRY);
    return response ? ((await response.json()) as OfflineCards) : null;
  } catch {
    return null;
  }
}

/** Erases the kept cards (at sign-out). */
export async function clearOfflineCards(): Promise<void> {
  if (!hasCaches()) return;
  try {
    await caches.delete(OFFLINE_CACHE);
  } catch {
    // Nothing kept, or storage unavailable: nothing to erase.
  }
}
