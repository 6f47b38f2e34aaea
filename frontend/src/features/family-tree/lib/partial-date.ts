import { trimLikeServer } from '@/lib/price';

/** What is wrong with a typed genealogy date; the server says the same words when the tree is sent. */
export type DateProblem = 'invalid' | 'noSuchDate' | 'future';

const digits = (part: string | undefined, least: number, most: number) =>
  part !== undefined && part.length >= least && part.length <= most && /^\d+$/.test(part) ? Number(part) : null;

/**
 * Checks a date as the tree's form takes it, when its field is left: a year, a month of a year or a
 * day (`AAAA`, `MM/AAAA`, `DD/MM/AAAA`, or `AAAA-MM[-DD]`), that exists and is not after `today`
 * (`YYYY-MM-DD`, Brasília's, as the server's). A mirror of the server's `PartialDate::parse` and its
 * rule against future dates (crates/domain/src/family_tree): change both together, with the cases
 * both sides run, `testdata/partial-date-cases.json`. The server still checks every date with the
 * rest of the tree; this only says it sooner.
 */
export function partialDateProblem(text: string, today: string): DateProblem | undefined {
  const typed = trimLikeServer(text);
  if (typed === '') return undefined;
  const parts = typed.includes('/') ? typed.split('/').reverse() : typed.split('-');
  const year = digits(parts[0], 4, 4);
  const month = parts.length > 1 ? digits(parts[1], 1, 2) : undefined;
  const day = parts.length > 2 ? digits(parts[2], 1, 2) : undefined;
  if (parts.length > 3 || year === null || year < 1000 || month === null || day === null) return 'invalid';
  if (month !== undefined && (month < 1 || month > 12)) return 'noSuchDate';
  if (month !== undefined && day !== undefined) {
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (day < 1 || day > lastDay) return 'noSuchDate';
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  const firstDay = `${String(year)}-${pad(month ?? 1)}-${pad(day ?? 1)}`;
  return firstDay > today ? 'future' : undefined;
}
