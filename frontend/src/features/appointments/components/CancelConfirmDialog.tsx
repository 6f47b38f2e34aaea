import { Text } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import '../i18n';

interface CancelConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks staff before an edit cancels an appointment: the client is mailed and the slot freed at once. */
export function CancelConfirmDialog({ opened, onClose, onConfirm }: CancelConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('appointments.form.cancelConfirm.title')}
      closeLabel={t('appointments.form.cancelConfirm.close')}
      cancelLabel={t('appointments.form.cancelConfirm.back')}
      confirmLabel={t('appointments.form.cancelConfirm.confirm')}
      confirmIcon={<IconCalendarX size={18} aria-hidden="true" />}
      // It closes as the saving starts: the form's own button shows it.
      busy={false}
      onConfirm={onConfirm}
    >
      <Text size="sm">{t('appointments.form.cancelConfirm.text')}</Text>
    </ConfirmDialog>
  );
}
