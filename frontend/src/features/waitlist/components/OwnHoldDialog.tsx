import { Modal } from '@mantine/core';
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
      {entryId !== null && <OwnHold entryId={entryId} />}
    </Modal>
  );
}

function OwnHold({ entryId }: { entryId: number }) {
  const { t } = useTranslation();
  const found = useGetOwnHoldQuery(entryId);
  const [book, booking] = useBookOwnHoldMutation();
  return (
    <HoldPanel
      found={found}
      book={(details) => book({ id: entryId, details }).unwrap()}
      booked={booking.data}
      isBooking={booking.isLoading}
      problemTitle={t('waitlist.hold.ownProblemTitle')}
    />
  );
}
