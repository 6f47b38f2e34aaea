import { Button, Modal, Stack } from '@mantine/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '@/lib/api-types';
import { useScreenFrom } from '@/lib/screen-width';
import { useBookOwnHoldMutation, useGetOwnHoldQuery } from '../api';
import { HoldPanel } from './HoldPanel';
import '../i18n';

type Booked = ApiSchema<'AppointmentView'>;

interface OwnHoldDialogProps {
  /** The client's entry holding a slot; null while closed. */
  entryId: number | null;
  onClose: () => void;
  /** Told of the appointment once the held slot is booked. */
  onBooked: (appointment: Booked) => void;
  /**
   * Takes the focus once the slot is booked and the dialog has closed: the button that opened it
   * went with the hold.
   */
  focusAfterBooking: RefObject<HTMLElement | null>;
}

/** 'Agendar agora' from the client's waitlist box: the held slot, booked as its mail's link would. */
export function OwnHoldDialog({ entryId, onClose, onBooked, focusAfterBooking }: OwnHoldDialogProps) {
  const { t } = useTranslation();
  const phone = !useScreenFrom('xs');
  // Kept until the dialog opens again: Mantine would give the focus back the moment it turned false.
  const [booked, setBooked] = useState(false);
  const [shownEntry, setShownEntry] = useState(entryId);
  if (entryId !== shownEntry) {
    setShownEntry(entryId);
    if (entryId !== null) setBooked(false);
  }
  return (
    <Modal
      opened={entryId !== null}
      onClose={onClose}
      returnFocus={!booked}
      onExitTransitionEnd={() => {
        if (booked) focusAfterBooking.current?.focus();
      }}
      title={t('waitlist.hold.title')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('waitlist.join.close') }}
    >
      {entryId !== null && (
        <OwnHold
          entryId={entryId}
          onClose={onClose}
          onBooked={(appointment) => {
            setBooked(true);
            onBooked(appointment);
          }}
        />
      )}
    </Modal>
  );
}

interface OwnHoldProps {
  entryId: number;
  onClose: () => void;
  onBooked: (appointment: Booked) => void;
}

function OwnHold({ entryId, onClose, onBooked }: OwnHoldProps) {
  const { t } = useTranslation();
  const found = useGetOwnHoldQuery(entryId);
  const [book, booking] = useBookOwnHoldMutation();
  const close = useRef<HTMLButtonElement>(null);
  const booked = booking.data !== undefined;
  // The booking button is gone once booked: the focus goes to the way out, not to the page.
  useEffect(() => {
    if (booked) close.current?.focus();
  }, [booked]);
  return (
    <Stack gap="md">
      <HoldPanel
        found={found}
        book={async (details) => {
          const appointment = await book({ id: entryId, details }).unwrap();
          onBooked(appointment);
          return appointment;
        }}
        booked={booking.data}
        isBooking={booking.isLoading}
        problemTitle={t('waitlist.hold.ownProblemTitle')}
      />
      {booked && (
        <Button ref={close} onClick={onClose}>
          {t('waitlist.hold.finish')}
        </Button>
      )}
    </Stack>
  );
}
