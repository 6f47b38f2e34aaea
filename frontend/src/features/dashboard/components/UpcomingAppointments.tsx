import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/LoadStates';
import { SectionHeader } from '@/components/SectionHeader';
import { paths } from '@/config/paths';
import { AppointmentStatusBadge, ClosedDayNotice, formatDay, type AppointmentSummary } from '@/features/appointments';
import { lazyNamed } from '@/lib/lazy-named';
import { isScreenFrom, useScreenFrom } from '@/lib/screen-width';
import '@/features/appointments/i18n';

// The table (and the scroll area it brings) comes only to the wide screens that draw it, asked for
// with the page's code: drawn at the page's mount, the page would otherwise wait for one more download.
const loadTable = () => import('./UpcomingTable');
if (isScreenFrom('sm')) void loadTable().catch(() => undefined);
const UpcomingTable = lazyNamed(loadTable, 'UpcomingTable');

/** 'Próximos Agendamentos': client, service, date and time, status; 'Ver Todos'. */
export function UpcomingAppointments({ appointments }: { appointments: AppointmentSummary[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const wide = useScreenFrom('sm');
  const serviceOf = (appointment: AppointmentSummary) => appointment.serviceName || t('appointments.serviceNotFound');
  const whenOf = (appointment: AppointmentSummary) =>
    t('appointments.dateTime', { date: formatDay(appointment.date), time: appointment.time });
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <SectionHeader
        title={t('appointments.dashboard.upcoming.heading')}
        titleId={headingId}
        link={{
          to: paths.appointments,
          label: t('appointments.dashboard.upcoming.viewAll'),
          rightSection: <IconArrowRight size={16} aria-hidden="true" />,
        }}
        mb="sm"
      />
      {appointments.length === 0 ? (
        <Text c="dimmed">{t('appointments.dashboard.upcoming.empty')}</Text>
      ) : wide ? (
        // Wide screens: the spec's table.
        <Suspense fallback={<LoadingState />}>
          <UpcomingTable appointments={appointments} headingId={headingId} serviceOf={serviceOf} whenOf={whenOf} />
        </Suspense>
      ) : (
        // Phones: the same, one appointment under the other.
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {appointments.map((appointment) => (
            <Paper component="li" key={appointment.id} withBorder radius="md" p="sm">
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {appointment.clientName}
                </Text>
                <AppointmentStatusBadge status={appointment.status} />
              </Group>
              <Text size="sm">{serviceOf(appointment)}</Text>
              <Text size="sm" c="dimmed">
                {whenOf(appointment)}
              </Text>
              <ClosedDayNotice appointment={appointment} />
            </Paper>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
