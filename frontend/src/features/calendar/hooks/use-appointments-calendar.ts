import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatLongDay,
  isBookableByClient,
  today,
  useAppointmentDialogs,
  useGetAppointmentsBetweenQuery,
  type AppointmentSummary,
} from '@/features/appointments';
import { useIsAdmin } from '@/features/auth';
import '@/lib/dayjs';
import '@/features/appointments/i18n';

const DAY = 'YYYY-MM-DD';

/**
 * The days the month's grid shows: from the Sunday of its first week (the calendar's first day)
 * to the Saturday of its last, the neighbours' days included, so theirs stand out too.
 */
export function shownDays(month: string) {
  const first = dayjs(month).startOf('month');
  const last = dayjs(month).endOf('month');
  return {
    from: first.subtract(first.day(), 'day').format(DAY),
    to: last.add(6 - last.day(), 'day').format(DAY),
  };
}

/** The calendar's state: the month shown, the chosen day, its appointments and the open dialog. */
export function useAppointmentsCalendar() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const [selected, setSelected] = useState(today);
  const [month, setMonth] = useState(() => dayjs(today()).startOf('month').format(DAY));
  const dialogs = useAppointmentDialogs();

  const range = shownDays(month);
  const query = useGetAppointmentsBetweenQuery(range);
  const { data } = query;

  // The month's appointments by day, each day's by time.
  const byDay = useMemo(() => {
    const days = new Map<string, AppointmentSummary[]>();
    for (const appointment of data ?? []) {
      const list = days.get(appointment.date) ?? [];
      list.push(appointment);
      days.set(appointment.date, list);
    }
    for (const list of days.values()) list.sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id);
    return days;
  }, [data]);

  // A day stands out for what will or did take place there: cancelled appointments are listed, not counted.
  const activeOn = (day: string) =>
    byDay.get(day)?.filter((appointment) => appointment.status !== 'cancelled').length ?? 0;

  const selectDay = (day: string) => {
    setSelected(day);
    if (!dayjs(day).isSame(month, 'month')) setMonth(dayjs(day).startOf('month').format(DAY));
  };
  // Paging months moves the chosen day along, so the list beside the grid is of the month shown:
  // today in the current month, else the month's first day.
  const showMonth = (shown: string) => {
    setMonth(shown);
    setSelected(dayjs(shown).isSame(today(), 'month') ? today() : dayjs(shown).startOf('month').format(DAY));
  };
  const dayLabel = (day: string) => {
    const count = activeOn(day);
    return count === 0 ? formatLongDay(day) : t('appointments.calendar.dayLabel', { date: formatLongDay(day), count });
  };
  const selectedAppointments = byDay.get(selected) ?? [];
  // A client books weekdays from today on; the dialog opens on the chosen day only when it is one.
  const bookingDate = isAdmin || isBookableByClient(selected) ? selected : null;

  return {
    month,
    showMonth,
    selected,
    selectDay,
    byDay,
    activeOn,
    dayLabel,
    selectedAppointments,
    bookingDate,
    query,
    ...dialogs,
  };
}

export type AppointmentsCalendarState = ReturnType<typeof useAppointmentsCalendar>;
