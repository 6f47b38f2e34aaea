import dayjs from 'dayjs';
import { brasiliaDayAndTime } from '@/lib/dayjs';

/** Days travel as `yyyy-MM-dd`, the API's format, and show as `dd/MM/yyyy`. */
export const DAY_FORMAT = 'YYYY-MM-DD';
export const SHOWN_DAY_FORMAT = 'DD/MM/YYYY';

export function today(): string {
  return dayjs().format(DAY_FORMAT);
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
 * Whether `day` is today in Brasília and each of the day's `slots` has begun there: none can free up.
 * Unknown slots (still loading) are not over.
 */
export function isDayOver(
  day: string,
  slots: readonly { time: string }[] | undefined,
  now = brasiliaDayAndTime(),
): boolean {
  return slots !== undefined && day === now.day && slots.every((slot) => slot.time <= now.time);
}
