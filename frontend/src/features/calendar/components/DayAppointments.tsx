import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '@/components/LoadStates';
import { formatLongDay } from '@/features/appointments';
import type { AppointmentsCalendarState } from '../hooks/use-appointments-calendar';
import { DayAppointment } from './DayAppointment';
import '@/features/appointments/i18n';

type DayAppointmentsProps = Pick<
  AppointmentsCalendarState,
  'selected' | 'selectedAppointments' | 'query' | 'openNew' | 'openDetail'
>;

/** The chosen day: its appointments by time, and 'Novo Agendamento' to book on it. */
export function DayAppointments({ selected, selectedAppointments, query, openNew, openDetail }: DayAppointmentsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { error, isLoading, refetch } = query;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t('appointments.calendar.dayHeading', { date: formatLongDay(selected) })}
          </Title>
          <Button leftSection={<IconCalendarPlus size={18} aria-hidden="true" />} onClick={openNew}>
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
                  openDetail(appointment);
                }}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
