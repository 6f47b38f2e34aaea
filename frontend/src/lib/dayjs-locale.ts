/**
 * The dayjs locale of every date the portal shows. Its own module so that the providers can name it
 * without loading dayjs with the first page; `lib/dayjs.ts` loads and sets it.
 */
export const DAYJS_LOCALE = 'pt-br';
