import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnHeads } from '@/components/ColumnHeads';
import { AppointmentStatusBadge, ClosedDayNotice, type AppointmentSummary } from '@/features/appointments';
import '@/features/appointments/i18n';

const UPCOMING_COLUMNS = ['client', 'service', 'dateTime', 'status'] as const;

interface UpcomingTableProps {
  appointments: AppointmentSummary[];
  headingId: string;
  serviceOf: (appointment: AppointmentSummary) => string;
  whenOf: (appointment: AppointmentSummary) => string;
}

/** The upcoming appointments as the spec's table, on wide screens. */
export function UpcomingTable({ appointments, headingId, serviceOf, whenOf }: UpcomingTableProps) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="sm" aria-labelledby={headingId}>
      <ColumnHeads columns={UPCOMING_COLUMNS.map((column) => t(`appointments.dashboard.upcoming.columns.${column}`))} />
      <Table.Tbody>
        {appointments.map((appointment) => (
          <Table.Tr key={appointment.id}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {appointment.clientName}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{serviceOf(appointment)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {whenOf(appointment)}
              </Text>
              <ClosedDayNotice appointment={appointment} />
            </Table.Td>
            <Table.Td>
              <AppointmentStatusBadge status={appointment.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
