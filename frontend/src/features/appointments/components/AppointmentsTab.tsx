import { Button, Group, Pagination, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendarPlus, IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsAdmin } from '@/features/auth';
import { useGetAppointmentsQuery } from '../api';
import { formatDay } from '../lib/dates';
import type { Appointment, AppointmentListArgs, AppointmentSummary } from '../types';
import { AppointmentDetailDialog } from './AppointmentDetailDialog';
import { AppointmentFilters, noFilters, type Filters } from './AppointmentFilters';
import { AppointmentStatusBadge } from './AppointmentStatusBadge';
import { BookingDialog } from './BookingDialog';
import { LoadError, LoadingState } from '@/components/LoadStates';

export const APPOINTMENTS_PAGE_SIZE = 20;

interface AppointmentsTabProps {
  /**
   * Opens the page's own booking dialog for a new appointment. Without it the tab opens its own
   * dialog.
   */
  onNewAppointment?: () => void;
}

type Dialog =
  | { kind: 'none' }
  | { kind: 'new' }
  | { kind: 'detail'; appointment: AppointmentSummary }
  | { kind: 'edit'; appointment: Appointment };

/**
 * The Agendamentos tab of /appointments (spec part 1, section 2): the appointments as a table,
 * 'Ver Detalhes' on each, filters and paging for admins, and the booking dialog.
 */
export function AppointmentsTab({ onNewAppointment }: AppointmentsTabProps) {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  // The last appointment shown stays in the detail dialog while it closes.
  const [shown, setShown] = useState<AppointmentSummary | null>(null);

  const args: AppointmentListArgs = {
    page,
    pageSize: APPOINTMENTS_PAGE_SIZE,
    ...(isAdmin
      ? {
          from: filters.from || undefined,
          to: filters.to || undefined,
          status: filters.status || undefined,
          q: filters.q.trim() || undefined,
        }
      : {}),
  };
  const { data, error, isLoading, isFetching, refetch } = useGetAppointmentsQuery(args);

  const openNew = () => {
    if (onNewAppointment) onNewAppointment();
    else setDialog({ kind: 'new' });
  };
  const openDetail = (appointment: AppointmentSummary) => {
    setShown(appointment);
    setDialog({ kind: 'detail', appointment });
  };
  const closeDialog = () => {
    setDialog({ kind: 'none' });
  };
  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };
  const filtered = isAdmin && (Object.keys(noFilters) as (keyof Filters)[]).some((key) => filters[key] !== '');

  const newButton = (
    <Button leftSection={<IconCalendarPlus size={18} aria-hidden="true" />} onClick={openNew}>
      {t('appointments.newAppointment')}
    </Button>
  );

  const body = () => {
    if (isLoading) return <LoadingState />;
    if (error || !data) {
      return (
        <LoadError
          title={t('appointments.list.loadFailed')}
          error={error}
          onRetry={() => {
            void refetch();
          }}
        />
      );
    }
    if (data.items.length === 0) {
      return (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="sm">
            <IconInbox size={32} aria-hidden="true" color="var(--mantine-color-dimmed)" />
            <Text c="dimmed">{t('appointments.list.empty')}</Text>
            {!filtered && newButton}
          </Stack>
        </Paper>
      );
    }
    const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
    return (
      <Stack gap="md">
        {/* Wide screens: the spec's table. */}
        <Table verticalSpacing="sm" highlightOnHover aria-busy={isFetching} visibleFrom="lg">
          <VisuallyHidden component="caption">{t('appointments.list.total', { count: data.total })}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('appointments.list.columns.client')}</Table.Th>
              <Table.Th scope="col">{t('appointments.list.columns.dateTime')}</Table.Th>
              <Table.Th scope="col">{t('appointments.list.columns.service')}</Table.Th>
              <Table.Th scope="col">{t('appointments.list.columns.location')}</Table.Th>
              <Table.Th scope="col">{t('appointments.list.columns.status')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('appointments.list.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((appointment) => (
              <AppointmentRow key={appointment.id} appointment={appointment} onDetails={openDetail} />
            ))}
          </Table.Tbody>
        </Table>
        {/* Narrower screens: the same, one appointment under the other. */}
        <Stack component="ul" gap="sm" p={0} m={0} hiddenFrom="lg" style={{ listStyle: 'none' }} aria-busy={isFetching}>
          {data.items.map((appointment) => (
            <AppointmentCard key={appointment.id} appointment={appointment} onDetails={openDetail} />
          ))}
        </Stack>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('appointments.list.total', { count: data.total })}
          </Text>
          {pages > 1 && (
            <nav aria-label={t('appointments.list.pagination')}>
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({
                  'aria-label': t(
                    control === 'previous' || control === 'first'
                      ? 'appointments.list.previousPage'
                      : 'appointments.list.nextPage',
                  ),
                })}
                getItemProps={(item) => ({
                  'aria-label': t('appointments.list.page', { page: item }),
                  'aria-current': item === page ? 'page' : undefined,
                })}
              />
            </nav>
          )}
        </Group>
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        {isAdmin ? <AppointmentFilters value={filters} onChange={changeFilters} /> : <span />}
        {newButton}
      </Group>
      {body()}
      <AppointmentDetailDialog
        appointment={dialog.kind === 'detail' ? dialog.appointment : shown}
        opened={dialog.kind === 'detail'}
        onClose={closeDialog}
        onEdit={(appointment) => {
          setDialog({ kind: 'edit', appointment });
        }}
      />
      <BookingDialog
        opened={dialog.kind === 'new' || dialog.kind === 'edit'}
        appointment={dialog.kind === 'edit' ? dialog.appointment : null}
        onClose={closeDialog}
      />
    </Stack>
  );
}

function AppointmentRow({
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

function AppointmentCard({
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
