import type { TFunction } from 'i18next';

/** Names for the month and year buttons of Mantine's calendars, which have none of their own. */
export function calendarAriaLabels(t: TFunction) {
  return {
    monthLevelControl: t('common.calendar.monthLevelControl'),
    yearLevelControl: t('common.calendar.yearLevelControl'),
    nextMonth: t('common.calendar.nextMonth'),
    previousMonth: t('common.calendar.previousMonth'),
    nextYear: t('common.calendar.nextYear'),
    previousYear: t('common.calendar.previousYear'),
    nextDecade: t('common.calendar.nextDecade'),
    previousDecade: t('common.calendar.previousDecade'),
  };
}
