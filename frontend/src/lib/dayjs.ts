import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { DAYJS_LOCALE } from './dayjs-locale';

export { DAYJS_LOCALE };

dayjs.locale(DAYJS_LOCALE);

/** '10/05/1990' (as typed) → '1990-05-10'; null unless it is a real day. */
export function parseShownDay(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const day = `${match[3] ?? ''}-${(match[2] ?? '').padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`;
  return dayjs(day, 'YYYY-MM-DD').format('YYYY-MM-DD') === day ? day : null;
}

/** The time zone of the portal's agenda and mails (Brasília's time). */
export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';

/**
 * An instant's hour and minute in Brasília ('10:30'), whatever the device's time zone: the time the
 * portal's e-mails and the consulates' agenda speak in.
 */
export function brasiliaHourMinute(instant: string): string {
  return brasiliaDayAndTime(new Date(instant)).time;
}

let brasiliaFormat: Intl.DateTimeFormat | undefined;

// One formatter for every call, made on the first (not while the start-up evaluates this module):
// building one with a time zone costs about as much as twenty formats with it, and a list of
// appointments asks for one per row (docs/performance.md).
function brasiliaParts(instant: Date): Intl.DateTimeFormatPart[] {
  brasiliaFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: BRASILIA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return brasiliaFormat.formatToParts(instant);
}

/** The day (`YYYY-MM-DD`) and time (`HH:mm`) an instant is in Brasília, whatever the device's time zone. */
export function brasiliaDayAndTime(instant: Date = new Date(Date.now())): { day: string; time: string } {
  const parts = Object.fromEntries(brasiliaParts(instant).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Today (`YYYY-MM-DD`) in Brasília, the day the server calls today, whatever the device's time zone. */
export function brasiliaToday(): string {
  return brasiliaDayAndTime().day;
}

/** An instant as '12/03/2031 10:30', in Brasília: the time the agenda speaks in. */
export function brasiliaDateTime(instant: string): string {
  const { day, time } = brasiliaDayAndTime(new Date(instant));
  const [year, month, date] = day.split('-');
  return `${date ?? ''}/${month ?? ''}/${year ?? ''} ${time}`;
}
