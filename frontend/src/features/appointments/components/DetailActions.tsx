import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api-error';
import { useUpdateAppointmentMutation } from '../api';
import { bookingRequest, bookingValuesOf } from '../lib/booking-values';
import { isItalianService } from '../lib/italian';
import { statusOf } from '../lib/status';
import { showToast } from '../lib/toast';
import { type Appointment, type AppointmentSummary } from '../types';
import '../i18n';

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

interface DetailActionsProps {
  /** Undefined until read: editing and cancelling send the whole appointment. */
  appointment: Appointment | undefined;
  isAdmin: boolean;
  onClose: () => void;
  onEdit?: (appointment: Appointment) => void;
}

/** Fechar, Editar, and a client's own cancellation, asked once more before it is sent. */
export function DetailActions({ appointment, isAdmin, onClose, onEdit }: DetailActionsProps) {
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
      showToast(t, 'error', toApiError(caught).message, `cancel:${appointment.id}`);
      return;
    }
    showToast(t, 'success', t('appointments.toasts.cancelled'), `cancel:${appointment.id}`);
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
