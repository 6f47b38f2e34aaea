import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '@/components/DeleteDialog';
import { useDeleteMessageMutation } from '../api';
import type { Message } from '../types';
import '../i18n';

interface DeleteMessageDialogProps {
  message: Message | null;
  opened: boolean;
  onClose: () => void;
}

/** Asks before hiding a message from the user's boxes, then says how it went. */
export function DeleteMessageDialog({ message, opened, onClose }: DeleteMessageDialogProps) {
  const { t } = useTranslation();
  const [deleteMessage, { isLoading }] = useDeleteMessageMutation();
  return (
    <DeleteDialog
      target={message}
      opened={opened}
      onClose={onClose}
      texts="messages.delete"
      closeLabel={t('messages.close')}
      remove={(chosen) => deleteMessage(chosen.id).unwrap()}
      busy={isLoading}
    />
  );
}
