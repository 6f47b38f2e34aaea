import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

export const DAYJS_LOCALE = 'pt-br';

dayjs.locale(DAYJS_LOCALE);

/** '10/05/1990' (as typed) → '1990-05-10'; null unless it is a real day. */
export function parseShownDay(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const day = `${match[3] ?? ''}-${(match[2] ?? '').padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`;
  return dayjs(day, 'YYYY-MM-DD').format('YYYY-MM-DD') === day ? day : null;
}
