import dayjs from 'dayjs';
import '@/lib/dayjs';

/** A yyyy-MM-dd date as '25/11/2026'; null stays null. */
export function formatDay(day: string | null | undefined): string | null {
  return day ? dayjs(day, 'YYYY-MM-DD').format('DD/MM/YYYY') : null;
}

/** An instant as '25/11/2026 14:30', in the browser's time. */
export function formatInstant(instant: string): string {
  return dayjs(instant).format('DD/MM/YYYY HH:mm');
}
