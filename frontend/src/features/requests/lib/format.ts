import dayjs from 'dayjs';
import '@/lib/dayjs';

/** An instant in pt-BR, local time: '25/11/2026 14:30'. */
export function formatDateTime(instant: string): string {
  return dayjs(instant).format('DD/MM/YYYY HH:mm');
}
