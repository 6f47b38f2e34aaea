import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import '../i18n';

interface DiscardConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before a booking form with something typed in it closes unsaved (Cancelar, × or Esc). */
export function DiscardConfirmDialog({ opened, onClose, onConfirm }: DiscardConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('appointments.form.discardConfirm.title')}
      closeLabel={t('appointments.form.discardConfirm.close')}
      cancelLabel={t('appointments.form.discardConfirm.back')}
      confirmLabel={t('appointments.form.discardConfirm.confirm')}
      busy={false}
      onConfirm={onConfirm}
    >
      <Text size="sm">{t('appointments.form.discardConfirm.text')}</Text>
    </ConfirmDialog>
  );
}
