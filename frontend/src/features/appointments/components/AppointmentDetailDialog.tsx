import { Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadStates';
import { useIsAdmin } from '@/features/auth';
import { useGetAppointmentQuery } from '../api';
import { type Appointment, type AppointmentSummary } from '../types';
import { ListedDetails, RestOfDetails } from './AppointmentDetails';
import { AppointmentMails } from './AppointmentMails';
import { DetailActions } from './DetailActions';
import '../i18n';

interface AppointmentDetailDialogProps {
  /** The appointment chosen in a list; kept while the dialog closes so its content does not blank out. */
  appointment: AppointmentSummary | null;
  opened: boolean;
  onClose: () => void;
  /** Opens the edit dialog; the button shows only when the appointment may still change. */
  onEdit?: (appointment: Appointment) => void;
  /** Give the focus back to the opener on closing (not when closing into the edit dialog). */
  returnFocus?: boolean;
}

/**
 * 'Ver Detalhes': every field of the appointment, the Italian passport
 * data, and for older appointments the data their notes carry under 'DADOS ESPECÍFICOS PASSAPORTE
 * ITALIANO'. What the list showed appears at once; the phone, the notes and the passport data are
 * read when the dialog opens, since lists do not carry them.
 */
export function AppointmentDetailDialog({
  appointment,
  opened,
  onClose,
  onEdit,
  returnFocus = true,
}: AppointmentDetailDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={returnFocus}
      title={t('appointments.detail.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('appointments.detail.close') }}
    >
      {appointment && <OpenedAppointment key={appointment.id} listed={appointment} onClose={onClose} onEdit={onEdit} />}
    </Modal>
  );
}

interface OpenedAppointmentProps {
  listed: AppointmentSummary;
  onClose: () => void;
  onEdit?: (appointment: Appointment) => void;
}

/**
 * The dialog's content. The modal mounts it at each opening, and each opening reads the
 * appointment again: someone may have changed it since, and an edit must start from what is stored.
 */
function OpenedAppointment({ listed, onClose, onEdit }: OpenedAppointmentProps) {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const { currentData, error, isFetching, refetch } = useGetAppointmentQuery(listed.id, {
    refetchOnMountOrArgChange: true,
  });
  // What the cache holds while the appointment is read again, or after a failed read, may be out of date.
  const whole = isFetching || error ? undefined : currentData;
  // Focus waits here while a retry replaces the button that had it, so it stays in the dialog.
  const restRegion = useRef<HTMLDivElement>(null);

  const rest = () => {
    if (whole) return <RestOfDetails appointment={whole} />;
    if (error && !isFetching) {
      return (
        <LoadError
          title={t('appointments.detail.loadFailed')}
          error={error}
          onRetry={() => {
            restRegion.current?.focus();
            void refetch();
          }}
        />
      );
    }
    return (
      <Group gap="sm" wrap="nowrap" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm" c="dimmed">
          {t('appointments.detail.loading')}
        </Text>
      </Group>
    );
  };

  return (
    <Stack gap="md">
      <ListedDetails appointment={whole ?? listed} />
      <div ref={restRegion} tabIndex={-1} style={{ outline: 'none' }}>
        {rest()}
      </div>
      {isAdmin && <AppointmentMails appointmentId={listed.id} />}
      <DetailActions appointment={whole} isAdmin={isAdmin} onClose={onClose} onEdit={onEdit} />
    </Stack>
  );
}
