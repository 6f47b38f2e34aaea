import { Button, Modal, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenFrom } from '@/lib/screen-width';
import { useBookOwnHoldMutation, useGetOwnHoldQuery } from '../api';
import { HoldPanel } from './HoldPanel';
import '../i18n';

interface OwnHoldDialogProps {
  /** The client's entry holding a slot; null while closed. */
  entryId: number | null;
  onClose: () => void;
}

/** 'Agendar agora' from the client's waitlist box: the held slot, booked as its mail's link would. */
export function OwnHoldDialog({ entryId, onClose }: OwnHoldDialogProps) {
  const { t } = useTranslation();
  const phone = !useScreenFrom('xs');
  return (
    <Modal
      opened={entryId !== null}
      onClose={onClose}
      title={t('waitlist.hold.title')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('waitlist.join.close') }}
    >
      {entryId !== null && <OwnHold entryId={entryId} onClose={onClose} />}
    </Modal>
  );
}

function OwnHold({ entryId, onClose }: { entryId: number; onClose: () => void }) {
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
        book={(details) => book({ id: entryId, details }).unwrap()}
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
