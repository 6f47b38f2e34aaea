import { Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../lib/dates';
import type { AppointmentSummary } from '../types';
import { AppointmentStatusBadge } from './AppointmentStatusBadge';

/** An appointment as a row of the wide screens' table. */
export function AppointmentRow({
  appointment,
  onDetails,
}: {
  appointment: AppointmentSummary;
  onDetails: (appointment: AppointmentSummary) => void;
}) {
  const { t } = useTranslation();
  const date = formatDay(appointment.date);
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500} size="sm">
          {appointment.clientName}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {appointment.clientEmail}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('appointments.dateTime', { date, time: appointment.time })}
        </Text>
      </Table.Td>
      <Table.Td>
        {appointment.serviceName ? (
          <Text size="sm">{appointment.serviceName}</Text>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {t('appointments.serviceNotFound')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{appointment.location}</Text>
      </Table.Td>
      <Table.Td>
        <AppointmentStatusBadge status={appointment.status} />
      </Table.Td>
      <Table.Td>
        <Button
          variant="light"
          size="xs"
          onClick={() => {
            onDetails(appointment);
          }}
        >
          {t('appointments.viewDetails')}
          <VisuallyHidden>
            {' '}
            {t('appointments.viewDetailsOf', { name: appointment.clientName, date, time: appointment.time })}
          </VisuallyHidden>
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** An appointment as a card, on narrower screens. */
export function AppointmentCard({
  appointment,
  onDetails,
}: {
  appointment: AppointmentSummary;
  onDetails: (appointment: AppointmentSummary) => void;
}) {
  const { t } = useTranslation();
  const date = formatDay(appointment.date);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {t('appointments.dateTime', { date, time: appointment.time })}
          </Text>
          <AppointmentStatusBadge status={appointment.status} />
        </Group>
        <Text size="sm" fw={500}>
          {appointment.clientName}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {appointment.clientEmail}
        </Text>
        {appointment.serviceName ? (
          <Text size="sm">{appointment.serviceName}</Text>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {t('appointments.serviceNotFound')}
          </Text>
        )}
        <Text size="sm">{appointment.location}</Text>
        <Group justify="flex-end">
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              onDetails(appointment);
            }}
          >
            {t('appointments.viewDetails')}
            <VisuallyHidden>
              {' '}
              {t('appointments.viewDetailsOf', { name: appointment.clientName, date, time: appointment.time })}
            </VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
