import { Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { changeWithToasts } from '@/lib/notify';
import { useDeleteMessageMutation } from '../api';
import type { Message } from '../types';

interface DeleteMessageDialogProps {
  /** Kept while the dialog closes, so its text does not vanish during the closing animation. */
  message: Message | null;
  opened: boolean;
  onClose: () => void;
}

/** Asks before hiding a message from the user's boxes, then says how it went. */
export function DeleteMessageDialog({ message, opened, onClose }: DeleteMessageDialogProps) {
  const { t } = useTranslation();
  const [deleteMessage, { isLoading }] = useDeleteMessageMutation();

  const confirm = async () => {
    if (!message) return;
    const deleted = await changeWithToasts(() => deleteMessage(message.id).unwrap(), {
      failedTitle: t('messages.delete.errorTitle'),
      done: { title: t('messages.delete.successTitle'), message: t('messages.delete.successMessage') },
    });
    if (deleted) onClose();
  };

  return (
    <ConfirmDialog
      opened={opened && message !== null}
      onClose={onClose}
      title={t('messages.delete.title')}
      closeLabel={t('messages.close')}
      cancelLabel={t('messages.delete.cancel')}
      confirmLabel={t('messages.delete.submit')}
      confirmIcon={<IconTrash size={18} aria-hidden="true" />}
      busy={isLoading}
      onConfirm={() => void confirm()}
    >
      <Text>{t('messages.delete.confirm')}</Text>
      <Text size="sm" c="dimmed">
        {t('messages.delete.hint')}
      </Text>
    </ConfirmDialog>
  );
}
