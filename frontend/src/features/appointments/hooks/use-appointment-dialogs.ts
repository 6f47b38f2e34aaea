import { useRef, useState } from 'react';
import { AFTER_MANTINE_FOCUS_RETURN_MS } from '@/lib/focus-return';
import type { Appointment, AppointmentSummary } from '../types';

export type AppointmentDialog =
  | { kind: 'none' }
  | { kind: 'new' }
  | { kind: 'detail'; appointment: AppointmentSummary }
  | { kind: 'edit'; appointment: Appointment };

/**
 * Which appointment dialog is open (a new booking, an appointment's details, or its edit), for the
 * list and the calendar. `shown` keeps the last appointment in the details while they close.
 *
 * An edit is opened from the details' Editar button, which is gone once the edit closes: Mantine
 * then gives the focus back to nothing, and a keyboard user lands at the top of the page. The focus
 * goes back instead to what opened the details, the appointment's own button.
 */
export function useAppointmentDialogs() {
  const [dialog, setDialog] = useState<AppointmentDialog>({ kind: 'none' });
  const [shown, setShown] = useState<AppointmentSummary | null>(null);
  const detailOpener = useRef<HTMLElement | null>(null);

  const closeDialog = () => {
    const opener = dialog.kind === 'edit' ? detailOpener.current : null;
    setDialog({ kind: 'none' });
    if (opener) {
      window.setTimeout(() => {
        if (opener.isConnected) opener.focus({ preventScroll: true });
      }, AFTER_MANTINE_FOCUS_RETURN_MS);
    }
  };

  return {
    dialog,
    shown,
    // Closing into the edit, the details must not hand the focus back: it would leave the edit
    // dialog's field for the button behind it.
    detailReturnsFocus: dialog.kind !== 'edit',
    openNew: () => {
      setDialog({ kind: 'new' });
    },
    openDetail: (appointment: AppointmentSummary) => {
      detailOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setShown(appointment);
      setDialog({ kind: 'detail', appointment });
    },
    openEdit: (appointment: Appointment) => {
      setDialog({ kind: 'edit', appointment });
    },
    closeDialog,
  };
}
