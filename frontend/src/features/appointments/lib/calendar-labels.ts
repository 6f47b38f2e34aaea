import type { TFunction } from 'i18next';

/** Names for the month and year buttons of Mantine's calendars, which have none of their own. */
export function calendarAriaLabels(t: TFunction) {
  return {
    monthLevelControl: t('appointments.calendar.aria.monthLevelControl'),
    yearLevelControl: t('appointments.calendar.aria.yearLevelControl'),
    nextMonth: t('appointments.calendar.aria.nextMonth'),
    previousMonth: t('appointments.calendar.aria.previousMonth'),
    nextYear: t('appointments.calendar.aria.nextYear'),
    previousYear: t('appointments.calendar.aria.previousYear'),
    nextDecade: t('appointments.calendar.aria.nextDecade'),
    previousDecade: t('appointments.calendar.aria.previousDecade'),
  };
}
