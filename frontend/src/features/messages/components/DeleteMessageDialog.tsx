import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { toApiError } from '@/lib/api-error';
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
    try {
      await deleteMessage(message.id).unwrap();
    } catch (caught) {
      notifications.show({ color: 'red', title: t('messages.delete.errorTitle'), message: toApiError(caught).text });
      return;
    }
    notifications.show({
      color: 'green',
      title: t('messages.delete.successTitle'),
      message: t('messages.delete.successMessage'),
    });
    onClose();
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
