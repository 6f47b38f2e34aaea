import { Badge, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Fragment } from 'react';
import { PriorityBadge } from '@/components/PriorityBadge';
import { formatDay } from '../lib/dates';
import type { AppointmentSummary } from '../types';
import { AppointmentStatusBadge } from './AppointmentStatusBadge';
import { ClosedDayNotice } from './ClosedDayNotice';
import '../i18n';

interface ItemProps {
  appointment: AppointmentSummary;
  onDetails: (appointment: AppointmentSummary) => void;
}

/** The service's name, or a dimmed note when the service is gone. */
function ServiceName({ name }: { name: AppointmentSummary['serviceName'] }) {
  const { t } = useTranslation();
  return name ? (
    <Text size="sm">{name}</Text>
  ) : (
    <Text size="sm" c="dimmed" fs="italic">
      {t('appointments.serviceNotFound')}
    </Text>
  );
}

/**
 * The status, 'Prioridade' for a booking from a priority quick-access link, and 'Presença
 * confirmada' once the client confirmed from the link in a mail, unless it was cancelled since.
 */
function StatusCell({ appointment }: { appointment: AppointmentSummary }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      <AppointmentStatusBadge status={appointment.status} />
      <PriorityBadge priority={appointment.priority} />
      {appointment.presenceConfirmedAt && appointment.status !== 'cancelled' && (
        <Badge color="teal" variant="outline" radius="sm" data-presence="confirmed">
          {t('appointments.presenceConfirmed')}
        </Badge>
      )}
    </Group>
  );
}

/** 'Ver detalhes', named for screen readers after the client and the time. */
function DetailsButton({ appointment, onDetails }: ItemProps) {
  const { t } = useTranslation();
  const date = formatDay(appointment.date);
  return (
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
  );
}

/**
 * An e-mail address that, when it must break, breaks before its '@' and, unless `domainWhole`,
 * after the domain's dots; never at a hyphen of the domain ('escritorio-' over
 * 'advocacia.com.br' reads as a word cut). The table keeps the domain whole: its column is sized
 * by its longest unbreakable piece, and 'ana@exemplo.' over 'com' reads as a cut address.
 */
function EmailText({ email, domainWhole = false }: { email: string; domainWhole?: boolean }) {
  const at = email.indexOf('@');
  if (at <= 0) return <>{email}</>;
  const domain = email.slice(at);
  const domainParts = domainWhole ? [domain] : domain.split('.');
  return (
    <>
      {email.slice(0, at)}
      {domainParts.map((part, index) => (
        <Fragment key={index}>
          <wbr />
          <span style={{ whiteSpace: 'nowrap' }}>
            {part}
            {index < domainParts.length - 1 && '.'}
          </span>
        </Fragment>
      ))}
    </>
  );
}

/** An appointment as a row of the wide screens' table. */
export function AppointmentRow({ appointment, onDetails }: ItemProps) {
  const { t } = useTranslation();
  const date = formatDay(appointment.date);
  return (
    <Table.Tr>
      {/* Room for a usual name and address on a line each: left to the table, the column shrank
          to its longest unbreakable piece while the others kept spare room. */}
      <Table.Td style={{ minWidth: '12rem' }}>
        <Text fw={500} size="sm">
          {appointment.clientName}
        </Text>
        {/* break-word, not anywhere: the column keeps room for the whole address, and the
            other columns wrap between words instead of the e-mail breaking mid-word. */}
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'break-word' }}>
          <EmailText email={appointment.clientEmail} domainWhole />
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('appointments.dateTime', { date, time: appointment.time })}
        </Text>
      </Table.Td>
      <Table.Td>
        <ServiceName name={appointment.serviceName} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{appointment.location}</Text>
        <ClosedDayNotice appointment={appointment} />
      </Table.Td>
      <Table.Td>
        <StatusCell appointment={appointment} />
      </Table.Td>
      <Table.Td>
        <DetailsButton appointment={appointment} onDetails={onDetails} />
      </Table.Td>
    </Table.Tr>
  );
}

/** An appointment as a card, on narrower screens. */
export function AppointmentCard({ appointment, onDetails }: ItemProps) {
  const { t } = useTranslation();
  const date = formatDay(appointment.date);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {t('appointments.dateTime', { date, time: appointment.time })}
          </Text>
          <StatusCell appointment={appointment} />
        </Group>
        <Text size="sm" fw={500}>
          {appointment.clientName}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <EmailText email={appointment.clientEmail} />
        </Text>
        <ServiceName name={appointment.serviceName} />
        <Text size="sm">{appointment.location}</Text>
        <ClosedDayNotice appointment={appointment} />
        <Group justify="flex-end">
          <DetailsButton appointment={appointment} onDetails={onDetails} />
        </Group>
      </Stack>
    </Paper>
  );
}
