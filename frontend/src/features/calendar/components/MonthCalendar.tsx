import { Indicator, Paper, Stack, Text } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { calendarAriaLabels } from '@/lib/calendar-labels';
import '@/features/appointments/i18n';
// The pt-BR locale of the calendar's month and weekday names (DatesProvider names it).
import '@/lib/dayjs';
import type { AppointmentsCalendarState } from '../hooks/use-appointments-calendar';

type MonthCalendarProps = Pick<
  AppointmentsCalendarState,
  'month' | 'showMonth' | 'selected' | 'selectDay' | 'activeOn' | 'dayLabel'
>;

/** The month, its days with appointments standing out; a click chooses a day. */
export function MonthCalendar({ month, showMonth, selected, selectDay, activeOn, dayLabel }: MonthCalendarProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs" align="center">
        <Calendar
          date={month}
          onDateChange={showMonth}
          ariaLabels={calendarAriaLabels(t)}
          size="md"
          highlightToday
          getDayAriaLabel={dayLabel}
          getDayProps={(day) => {
            const count = activeOn(day);
            return {
              selected: day === selected,
              'aria-pressed': day === selected,
              'data-has-appointments': count > 0 || undefined,
              fw: count > 0 ? 700 : undefined,
              bg: count > 0 && day !== selected ? 'var(--mantine-color-indigo-light)' : undefined,
              onClick: () => {
                selectDay(day);
              },
            };
          }}
          renderDay={(day) => (
            // On the chosen day's filled background an indigo dot would vanish: it turns white there.
            <Indicator
              size={7}
              color={day === selected ? 'white' : 'indigo'}
              offset={-3}
              disabled={activeOn(day) === 0}
              aria-hidden="true"
            >
              <span>{dayjs(day).date()}</span>
            </Indicator>
          )}
        />
        <Text size="xs" c="dimmed" ta="center">
          {t('appointments.calendar.legend')}
        </Text>
      </Stack>
    </Paper>
  );
}
