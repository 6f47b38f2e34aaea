import { Box, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  AppointmentStatusBadge,
  ClosedDayNotice,
  formatLongDay,
  type AppointmentSummary,
} from '@/features/appointments';
import '@/features/appointments/i18n';

/** One appointment of the chosen day: time, status, client, service, place and 'Ver Detalhes'. */
export function DayAppointment({ appointment, onDetails }: { appointment: AppointmentSummary; onDetails: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component="li">
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={4} miw={0}>
            <Group gap="xs" wrap="wrap">
              <Group gap={4} wrap="nowrap">
                <IconClock size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
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
              <IconMapPin size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
              <Text size="sm">{appointment.location}</Text>
            </Group>
            <ClosedDayNotice appointment={appointment} />
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
