import dayjs from 'dayjs';
import { brasiliaToday } from '@/lib/dayjs';

/** Days travel as `yyyy-MM-dd`, the API's format, and show as `dd/MM/yyyy`. */
export const DAY_FORMAT = 'YYYY-MM-DD';
export const SHOWN_DAY_FORMAT = 'DD/MM/YYYY';

/** Today in Brasília: the day the server books and closes by, whatever the device's zone. */
export function today(): string {
  return brasiliaToday();
}

/** '2025-06-12' → '12/06/2025'; anything that is not such a day is shown as it is. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3] ?? ''}/${match[2] ?? ''}/${match[1] ?? ''}` : day;
}

/** '2025-06-12' → 'quinta-feira, 12 de junho de 2025'. */
export function formatLongDay(day: string): string {
  return dayjs(day).format('dddd, D [de] MMMM [de] YYYY');
}

export function isWeekend(day: string): boolean {
  const weekday = dayjs(day).day();
  return weekday === 0 || weekday === 6;
}

/** Whether a client may book on this day: a weekday from today on (the server checks the time too). */
export function isBookableByClient(day: string, now = today()): boolean {
  return day >= now && !isWeekend(day);
}

/**
 * Whether each of a day's `slots` has begun in Brasília, as the server's clock says: none can free
 * up, and there is no line to wait in. Unknown slots (still loading) are not over.
 */
export function isDayOver(slots: readonly { passed: boolean }[] | undefined): boolean {
  return slots !== undefined && slots.length > 0 && slots.every((slot) => slot.passed);
}
