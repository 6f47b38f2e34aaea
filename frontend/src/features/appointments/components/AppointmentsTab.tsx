import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconInbox } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '@/components/LoadStates';
import { OnceOpened } from '@/components/OnceOpened';
import { MyWaitlist } from '@/features/waitlist';
import { lazyNamed } from '@/lib/lazy-named';
import { useSlicedData } from '@/lib/sliced-data';
import { useAppointmentsList } from '../hooks/use-appointments-list';
import { AppointmentsList } from './AppointmentsList';
import '../i18n';

// The dialogs come when first opened, and the staff's filters (day pickers, a select) only for the
// staff: a client's list shows without their code.
const AppointmentFilters = lazyNamed(() => import('./AppointmentFilters'), 'AppointmentFilters');
const AppointmentDetailDialog = lazyNamed(() => import('./AppointmentDetailDialog'), 'AppointmentDetailDialog');
const BookingDialog = lazyNamed(() => import('./BookingDialog'), 'BookingDialog');

interface AppointmentsTabProps {
  /**
   * Opens the page's own booking dialog for a new appointment. Without it the tab opens its own
   * dialog.
   */
  onNewAppointment?: () => void;
}

/**
 * The Agendamentos tab of /appointments: the appointments as a table,
 * 'Ver Detalhes' on each, filters and paging for admins, and the booking dialog.
 */
export function AppointmentsTab({ onNewAppointment }: AppointmentsTabProps) {
  const { t } = useTranslation();
  const list = useAppointmentsList(onNewAppointment);
  const { isAdmin, filters, changeFilters, filtered, page, setPage, dialog, shown, openNew, openDetail, closeDialog } =
    list;
  const { error, isLoading, isFetching, refetch } = list.query;
  const { data, arriving } = useSlicedData(list.query.data);
  const newButton = (
    <Button leftSection={<IconCalendarPlus size={18} aria-hidden="true" />} onClick={openNew}>
      {t('appointments.newAppointment')}
    </Button>
  );

  const body = () => {
    if (isLoading || arriving) return <LoadingState />;
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
            <Text c="dimmed">{t(filtered ? 'appointments.list.emptyFiltered' : 'appointments.list.empty')}</Text>
          </Stack>
        </Paper>
      );
    }
    return (
      <AppointmentsList data={data} isFetching={isFetching} page={page} setPage={setPage} openDetail={openDetail} />
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        {isAdmin ? (
          <Suspense fallback={<span />}>
            <AppointmentFilters value={filters} onChange={changeFilters} />
          </Suspense>
        ) : (
          <span />
        )}
        {newButton}
      </Group>
      {!isAdmin && <MyWaitlist />}
      {body()}
      <OnceOpened opened={dialog.kind === 'detail'} returnFocus={list.detailReturnsFocus}>
        <AppointmentDetailDialog
          appointment={dialog.kind === 'detail' ? dialog.appointment : shown}
          opened={dialog.kind === 'detail'}
          onClose={closeDialog}
          onEdit={list.openEdit}
          returnFocus={list.detailReturnsFocus}
        />
      </OnceOpened>
      <OnceOpened opened={dialog.kind === 'new' || dialog.kind === 'edit'}>
        <BookingDialog
          opened={dialog.kind === 'new' || dialog.kind === 'edit'}
          appointment={dialog.kind === 'edit' ? dialog.appointment : null}
          onClose={closeDialog}
        />
      </OnceOpened>
    </Stack>
  );
}
