import { Box, Button, Grid, Group, Indicator, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import { IconCalendarPlus, IconClock, IconMapPin } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AppointmentDetailDialog,
  AppointmentStatusBadge,
  BookingDialog,
  calendarAriaLabels,
  formatLongDay,
  isBookableByClient,
  today,
  useGetAppointmentsBetweenQuery,
  type Appointment,
  type AppointmentSummary,
} from '@/features/appointments';
import { useIsAdmin } from '@/features/auth';
import { LoadError, LoadingState } from '@/components/LoadStates';
import '@/lib/dayjs';

const DAY = 'YYYY-MM-DD';

type Dialog =
  | { kind: 'none' }
  | { kind: 'new' }
  | { kind: 'detail'; appointment: AppointmentSummary }
  | { kind: 'edit'; appointment: Appointment };

/**
 * The month calendar of appointments (spec part 1, section 2, and part 2's /calendar): days with
 * appointments stand out, and the chosen day's appointments are listed by time with their details
 * and status. 'Novo Agendamento' books on the chosen day.
 */
export function AppointmentsCalendar() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const [selected, setSelected] = useState(today);
  const [month, setMonth] = useState(() => dayjs().startOf('month').format(DAY));
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [shown, setShown] = useState<AppointmentSummary | null>(null);
  const headingId = useId();

  const range = {
    from: dayjs(month).startOf('month').format(DAY),
    to: dayjs(month).endOf('month').format(DAY),
  };
  const { data, error, isLoading, refetch } = useGetAppointmentsBetweenQuery(range);

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

  const selectDay = (day: string) => {
    setSelected(day);
    if (!dayjs(day).isSame(month, 'month')) setMonth(dayjs(day).startOf('month').format(DAY));
  };
  const dayLabel = (day: string) => {
    const count = byDay.get(day)?.length ?? 0;
    return count === 0 ? formatLongDay(day) : t('appointments.calendar.dayLabel', { date: formatLongDay(day), count });
  };
  const selectedAppointments = byDay.get(selected) ?? [];
  // A client books weekdays from today on; the dialog opens on the chosen day only when it is one.
  const bookingDate = isAdmin || isBookableByClient(selected) ? selected : null;

  return (
    <>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 'content' }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="xs" align="center">
              <Calendar
                date={month}
                onDateChange={setMonth}
                ariaLabels={calendarAriaLabels(t)}
                size="md"
                highlightToday
                getDayAriaLabel={dayLabel}
                getDayProps={(day) => {
                  const count = byDay.get(day)?.length ?? 0;
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
                  <Indicator size={7} color="indigo" offset={-3} disabled={!byDay.has(day)} aria-hidden="true">
                    <span>{dayjs(day).date()}</span>
                  </Indicator>
                )}
              />
              <Text size="xs" c="dimmed" ta="center">
                {t('appointments.calendar.legend')}
              </Text>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 'auto' }}>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
            <Stack gap="md">
              <Group justify="space-between" align="center" gap="sm">
                <Title order={2} size="h4" id={headingId}>
                  {t('appointments.calendar.dayHeading', { date: formatLongDay(selected) })}
                </Title>
                <Button
                  leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
                  onClick={() => {
                    setDialog({ kind: 'new' });
                  }}
                >
                  {t('appointments.newAppointment')}
                </Button>
              </Group>
              {isLoading ? (
                <LoadingState />
              ) : error ? (
                <LoadError
                  title={t('appointments.calendar.loadFailed')}
                  error={error}
                  onRetry={() => {
                    void refetch();
                  }}
                />
              ) : selectedAppointments.length === 0 ? (
                <Text c="dimmed">{t('appointments.calendar.emptyDay')}</Text>
              ) : (
                <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                  {selectedAppointments.map((appointment) => (
                    <DayAppointment
                      key={appointment.id}
                      appointment={appointment}
                      onDetails={() => {
                        setShown(appointment);
                        setDialog({ kind: 'detail', appointment });
                      }}
                    />
                  ))}
                </Stack>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <AppointmentDetailDialog
        appointment={dialog.kind === 'detail' ? dialog.appointment : shown}
        opened={dialog.kind === 'detail'}
        onClose={() => {
          setDialog({ kind: 'none' });
        }}
        onEdit={(appointment) => {
          setDialog({ kind: 'edit', appointment });
        }}
      />
      <BookingDialog
        opened={dialog.kind === 'new' || dialog.kind === 'edit'}
        appointment={dialog.kind === 'edit' ? dialog.appointment : null}
        date={dialog.kind === 'new' ? bookingDate : null}
        onClose={() => {
          setDialog({ kind: 'none' });
        }}
      />
    </>
  );
}

function DayAppointment({ appointment, onDetails }: { appointment: AppointmentSummary; onDetails: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component="li">
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={4} miw={0}>
            <Group gap="xs" wrap="wrap">
              <Group gap={4} wrap="nowrap">
                <IconClock size={16} aria-hidden="true" />
                <Text fw={700}>{appointment.time}</Text>
              </Group>
              <AppointmentStatusBadge status={appointment.status} palette="calendar" />
              <Text size="xs" c="dimmed">
                {t('appointments.calendar.number', { id: appointment.id })}
              </Text>
            </Group>
            <Text fw={500}>{appointment.clientName}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {appointment.clientEmail}
            </Text>
            <Text size="sm">{appointment.serviceName || t('appointments.serviceNotFound')}</Text>
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={16} aria-hidden="true" />
              <Text size="sm">{appointment.location}</Text>
            </Group>
          </Stack>
          <Button variant="light" size="xs" onClick={onDetails} style={{ flexShrink: 0 }}>
            {t('appointments.viewDetails')}
            <VisuallyHidden>
              {' '}
              {t('appointments.viewDetailsOf', {
                name: appointment.clientName,
                date: formatLongDay(appointment.date),
                time: appointment.time,
              })}
            </VisuallyHidden>
          </Button>
        </Group>
      </Paper>
    </Box>
  );
}
