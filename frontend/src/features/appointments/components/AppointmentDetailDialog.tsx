import { Alert, Button, Divider, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadStates';
import { useIsAdmin } from '@/features/auth';
import { toApiError } from '@/lib/api-error';
import { useGetAppointmentQuery, useUpdateAppointmentMutation } from '../api';
import { bookingRequest, bookingValuesOf } from '../lib/booking-values';
import { formatDay } from '../lib/dates';
import { isItalianService } from '../lib/italian';
import { parseItalianNotes } from '../lib/notes';
import { statusOf } from '../lib/status';
import { showToast } from '../lib/toast';
import { DOCUMENT_TYPES, ITALIAN_FIELDS, type Appointment, type AppointmentSummary, type ItalianField } from '../types';
import { AppointmentStatusBadge } from './AppointmentStatusBadge';

interface AppointmentDetailDialogProps {
  /** The appointment chosen in a list; kept while the dialog closes so its content does not blank out. */
  appointment: AppointmentSummary | null;
  opened: boolean;
  onClose: () => void;
  /** Opens the edit dialog; the button shows only when the appointment may still change. */
  onEdit?: (appointment: Appointment) => void;
}

const DAY_FIELDS: readonly ItalianField[] = ['birthDate', 'documentIssueDate', 'documentExpiryDate'];

/** Who may still change an appointment (docs/product-decisions.md, decision 4): a completed one is final for everyone. */
function mayEdit(appointment: AppointmentSummary, isAdmin: boolean) {
  const status = statusOf(appointment.status);
  return isAdmin ? status !== 'completed' : status === 'pending' || status === 'confirmed';
}

/** A client cancels their own pending or confirmed appointment; admins change the status in the edit dialog. */
function mayCancel(appointment: AppointmentSummary, isAdmin: boolean) {
  const status = statusOf(appointment.status);
  return !isAdmin && (status === 'pending' || status === 'confirmed');
}

/**
 * 'Ver Detalhes' (spec part 1, section 2): every field of the appointment, the Italian passport
 * data, and for older appointments the data their notes carry under 'DADOS ESPECÍFICOS PASSAPORTE
 * ITALIANO'. What the list showed appears at once; the phone, the notes and the passport data are
 * read when the dialog opens, since lists do not carry them.
 */
export function AppointmentDetailDialog({ appointment, opened, onClose, onEdit }: AppointmentDetailDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
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
      <DetailActions appointment={whole} isAdmin={isAdmin} onClose={onClose} onEdit={onEdit} />
    </Stack>
  );
}

interface DetailActionsProps {
  /** Undefined until read: editing and cancelling send the whole appointment. */
  appointment: Appointment | undefined;
  isAdmin: boolean;
  onClose: () => void;
  onEdit?: (appointment: Appointment) => void;
}

/** Fechar, Editar, and a client's own cancellation, asked once more before it is sent. */
function DetailActions({ appointment, isAdmin, onClose, onEdit }: DetailActionsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [updateAppointment, { isLoading: cancelling }] = useUpdateAppointmentMutation();
  // Focus follows the question: to 'Manter agendamento' when asked, back to the button after.
  const keepButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
    else if (asked.current) cancelButton.current?.focus();
    asked.current = asked.current || confirming;
  }, [confirming]);

  async function cancel() {
    if (!appointment) return;
    // The appointment as it is, with the new status; the server keeps the day and time as booked.
    const italian = isItalianService(appointment.serviceName);
    const body = {
      ...bookingRequest(bookingValuesOf(appointment), { italian, isAdmin: false }),
      status: 'cancelled' as const,
    };
    try {
      await updateAppointment({ id: appointment.id, body }).unwrap();
    } catch (caught) {
      showToast(t, 'error', toApiError(caught).text);
      return;
    }
    showToast(t, 'success', t('appointments.toasts.cancelled'));
    onClose();
  }

  if (confirming) {
    return (
      <Alert color="red" variant="light" title={t('appointments.detail.cancelQuestion')}>
        <Stack gap="sm">
          <Text size="sm">{t('appointments.detail.cancelExplanation')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              ref={keepButton}
              variant="default"
              disabled={cancelling}
              onClick={() => {
                setConfirming(false);
              }}
            >
              {t('appointments.detail.keep')}
            </Button>
            <Button color="red" loading={cancelling} onClick={() => void cancel()}>
              {t('appointments.detail.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Group justify="flex-end" gap="sm">
      {appointment && mayCancel(appointment, isAdmin) && (
        <Button
          ref={cancelButton}
          variant="default"
          onClick={() => {
            setConfirming(true);
          }}
        >
          {t('appointments.detail.cancelAppointment')}
        </Button>
      )}
      <Button variant="default" onClick={onClose} data-autofocus>
        {t('appointments.detail.close')}
      </Button>
      {appointment && onEdit && mayEdit(appointment, isAdmin) && (
        <Button
          onClick={() => {
            onEdit(appointment);
          }}
        >
          {t('appointments.detail.edit')}
        </Button>
      )}
    </Group>
  );
}

/** What the lists show too: who, what, where, when and the status. */
function ListedDetails({ appointment }: { appointment: AppointmentSummary }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      <Detail label={t('appointments.detail.number')}>{appointment.id}</Detail>
      <Detail label={t('appointments.detail.status')}>
        <AppointmentStatusBadge status={appointment.status} />
      </Detail>
      <Detail label={t('appointments.detail.client')}>{appointment.clientName}</Detail>
      <Detail label={t('appointments.detail.email')}>{appointment.clientEmail}</Detail>
      <Detail label={t('appointments.detail.service')}>
        {appointment.serviceName || t('appointments.serviceNotFound')}
      </Detail>
      <Detail label={t('appointments.detail.location')}>{appointment.location}</Detail>
      <Detail label={t('appointments.detail.date')}>{formatDay(appointment.date)}</Detail>
      <Detail label={t('appointments.detail.time')}>{appointment.time}</Detail>
    </SimpleGrid>
  );
}

/** The phone, the notes and the Italian passport data, read with the whole appointment. */
function RestOfDetails({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const parsed = parseItalianNotes(appointment.notes);
  const none = t('appointments.detail.none');

  // The typed columns win; an older appointment's notes fill in what they lack.
  const italianValue = (field: ItalianField): string | null => {
    const stored = appointment[field];
    if (stored) {
      if (DAY_FIELDS.includes(field)) return formatDay(stored);
      if (field === 'documentType') {
        const type = DOCUMENT_TYPES.find((known) => known === stored);
        return type ? t(`appointments.documentTypes.${type}`) : stored;
      }
      return stored;
    }
    return parsed.italian?.[field] ?? null;
  };
  const italianValues = ITALIAN_FIELDS.map((field) => [field, italianValue(field)] as const);
  const showItalian =
    isItalianService(appointment.serviceName) || parsed.italian !== null || italianValues.some(([, v]) => v);
  const onlyFromNotes = parsed.italian !== null && ITALIAN_FIELDS.every((field) => !appointment[field]);

  return (
    <>
      <SimpleGrid component="dl" cols={1} verticalSpacing="sm" m={0}>
        <Detail label={t('appointments.detail.phone')}>{appointment.clientPhone ?? none}</Detail>
        <Detail label={t('appointments.detail.notes')}>
          <Text component="span" style={{ whiteSpace: 'pre-wrap' }}>
            {parsed.notes || none}
          </Text>
        </Detail>
      </SimpleGrid>
      {showItalian && (
        <>
          <Divider />
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('appointments.detail.italianHeading')}
            </Title>
            {onlyFromNotes && (
              <Text size="sm" c="dimmed">
                {t('appointments.detail.fromNotes')}
              </Text>
            )}
            <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
              {italianValues.map(([field, value]) => (
                <Detail key={field} label={t(`appointments.form.italian.${field}`)}>
                  {value ?? none}
                </Detail>
              ))}
            </SimpleGrid>
          </Stack>
        </>
      )}
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
