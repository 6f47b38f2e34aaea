import { Modal } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCurrentUserQuery } from '@/features/auth';
import { useCreateAppointmentMutation, useUpdateAppointmentMutation } from '../api';
import type { Appointment } from '../types';
import { BOOKING_CREATE_KEY, BOOKING_UPDATE_KEY } from './booking-keys';
import { FormQuestionDialog } from './FormQuestionDialog';
import { LoadingState } from '@/components/LoadStates';
import { STICKY_ACTIONS_SCROLL_PADDING } from '@/components/form/FormActions';
import { useScreenFrom, useTallScreen } from '@/lib/screen-width';
import { useDiscardGuard } from '@/lib/discard-guard';
import '../i18n';

// The form (Formik, Yup, the date picker) is its own chunk, fetched when a dialog first opens.
const BookingForm = lazy(() => import('./BookingForm'));

export interface BookingDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The appointment to edit; without it the dialog books a new one. */
  appointment?: Appointment | null;
  /** A new booking starts with this service chosen ('Agendar Serviço' on a service card, `?type=passport`). */
  serviceId?: number | null;
  /** A new booking starts on this day, `yyyy-MM-dd` (the calendar's selected day). */
  date?: string | null;
  /** A new booking from a priority quick-access link (`priority=true`) is marked as priority. */
  priority?: boolean;
  /** Called with the saved appointment, after the success toast and before the dialog closes. */
  onSaved?: (appointment: Appointment) => void;
}

/**
 * The create/edit dialog of an appointment: the client, the service and the place it is
 * booked at, a free slot of the chosen day, the status (admins only), notes, and the Italian
 * passport section for Italian services. The server sends the notifications (docs/product-decisions.md, decision 6).
 */
export function BookingDialog({
  opened,
  onClose,
  appointment,
  serviceId,
  date,
  priority,
  onSaved,
}: BookingDialogProps) {
  const { t } = useTranslation();
  const phone = !useScreenFrom('xs');
  // On a phone held sideways the dialog takes the whole screen: its margins would cost the form.
  const tall = useTallScreen();
  const [, createState] = useCreateAppointmentMutation({ fixedCacheKey: BOOKING_CREATE_KEY });
  const [, updateState] = useUpdateAppointmentMutation({ fixedCacheKey: BOOKING_UPDATE_KEY });
  const saving = createState.isLoading || updateState.isLoading;
  // The form starts from who is signed in (a client books for themselves), so it waits for them.
  const { data: user } = useGetCurrentUserQuery();
  // While the form asks something in a dialog of its own, Esc closes only that one.
  const [asking, setAsking] = useState(false);
  // Something typed is not thrown away without asking: Cancelar, × and Esc ask first.
  const { setDirty, discarding, askToClose, close, keepEditing } = useDiscardGuard({ opened, busy: saving, onClose });

  return (
    <Modal
      // A click beside the form must not throw away what was typed: Cancelar, × or Esc close it.
      closeOnClickOutside={false}
      closeOnEscape={!asking && !discarding}
      opened={opened}
      onClose={askToClose}
      title={t(appointment ? 'appointments.form.editTitle' : 'appointments.form.createTitle')}
      size="xl"
      fullScreen={phone || !tall}
      styles={{ content: STICKY_ACTIONS_SCROLL_PADDING }}
      closeButtonProps={{ 'aria-label': t('appointments.form.close') }}
    >
      {opened && !user && <LoadingState />}
      {opened && user && (
        <Suspense fallback={<LoadingState />}>
          <BookingForm
            appointment={appointment ?? null}
            serviceId={serviceId ?? null}
            date={date ?? null}
            priority={priority ?? false}
            onCancel={askToClose}
            onAsking={setAsking}
            onDirty={setDirty}
            onSaved={(saved) => {
              onSaved?.(saved);
              close();
            }}
          />
        </Suspense>
      )}
      <FormQuestionDialog question="discardConfirm" opened={discarding} onClose={keepEditing} onConfirm={close} />
    </Modal>
  );
}
