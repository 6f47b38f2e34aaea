import { Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { calendarAriaLabels } from '@/lib/calendar-labels';
import type { BookingFieldsState } from '../hooks/use-booking-fields';
import { isWeekend, SHOWN_DAY_FORMAT, today } from '../lib/dates';
import '../i18n';

/** Hints under the fields, so that the two fields side by side line up whatever their hints' lengths. */
const HINT_BELOW = ['label', 'input', 'description', 'error'] as const;

interface DayAndTimeFieldsProps {
  state: BookingFieldsState;
  isAdmin: boolean;
  /** The waitlist's offer, below, says the day is full: the time field only points to it. */
  offersWaitlist: boolean;
}

/** The day, with the closed days left out and named, and the day's free times at the chosen place. */
export function DayAndTimeFields({ state, isAdmin, offersWaitlist }: DayAndTimeFieldsProps) {
  const { t } = useTranslation();
  const { values, canAskSlots, freeTimes, errorOf, choose, select } = state;
  const dateHints = [isAdmin ? undefined : t('appointments.form.dateHint'), state.closedDescription()]
    .filter((hint) => hint !== undefined)
    .join(' ');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <DatePickerInput
        label={t('appointments.form.date')}
        placeholder={t('appointments.form.datePlaceholder')}
        description={dateHints === '' ? undefined : dateHints}
        valueFormat={SHOWN_DAY_FORMAT}
        leftSection={<IconCalendar size={18} aria-hidden="true" />}
        required
        minDate={isAdmin ? undefined : today()}
        excludeDate={(day) => state.closedOn(day) || (!isAdmin && isWeekend(day))}
        getDayProps={(day) => {
          const reason = state.closedReason(day);
          return reason === undefined ? {} : { title: reason };
        }}
        value={values.date === '' ? null : values.date}
        onChange={(value) => {
          choose('date', value ?? '', { time: '' });
        }}
        onBlur={() => {
          state.touch('date');
        }}
        error={errorOf('date') ?? state.closedDayMessage}
        inputWrapperOrder={[...HINT_BELOW]}
        // Back to the field once a day is picked: Mantine's default leaves the focus behind the dialog.
        popoverProps={{ withinPortal: true, returnFocus: true }}
        ariaLabels={calendarAriaLabels(t)}
      />
      <Select
        label={t('appointments.form.time')}
        placeholder={t('appointments.form.timePlaceholder')}
        description={offersWaitlist ? t('appointments.form.noFreeTimesWaitlist') : state.timeDescription()}
        data={freeTimes}
        required
        inputWrapperOrder={[...HINT_BELOW]}
        allowDeselect={false}
        disabled={!canAskSlots || freeTimes.length === 0}
        {...select('time')}
        onChange={(value) => {
          choose('time', value ?? '');
        }}
      />
    </SimpleGrid>
  );
}
