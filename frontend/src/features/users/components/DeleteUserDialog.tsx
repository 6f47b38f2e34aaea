import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@/features/auth';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { changeWithToasts } from '@/lib/notify';
import { useDeleteUserMutation } from '../api';
import { nameOf } from './UserActions';

interface DeleteUserDialogProps {
  opened: boolean;
  /** Kept while the dialog closes, so its text does not vanish during the animation. */
  user: User | null;
  onClose: () => void;
  /** Called once the server has removed the user. */
  onRemoved: () => void;
}

/** Asks before removing a user, as the spec does, and removes them on the server. */
export function DeleteUserDialog({ opened, user, onClose, onRemoved }: DeleteUserDialogProps) {
  const { t } = useTranslation();
  const [deleteUser, { isLoading }] = useDeleteUserMutation();

  async function remove(target: User) {
    const removed = await changeWithToasts(() => deleteUser(target.id).unwrap(), {
      failedTitle: t('users.remove.failedTitle'),
      done: { title: t('users.remove.successTitle'), message: t('users.remove.successMessage') },
    });
    if (removed) onRemoved();
    onClose();
  }

  return (
    <ConfirmDialog
      opened={opened && user !== null}
      onClose={onClose}
      title={t('users.remove.title')}
      closeLabel={t('users.closeDialog')}
      cancelLabel={t('users.remove.cancel')}
      confirmLabel={t('users.remove.submit')}
      busy={isLoading}
      onConfirm={() => user && void remove(user)}
    >
      <Text>{t('users.remove.confirm')}</Text>
      {user && (
        <Text size="sm" c="dimmed">
          {t('users.remove.keepsAppointments', { name: nameOf(user) })}
        </Text>
      )}
    </ConfirmDialog>
  );
}
