import { useTranslation } from 'react-i18next';
import type { User } from '@/features/auth';
import { DeleteDialog } from '@/components/DeleteDialog';
import { useDeleteUserMutation } from '../api';
import { nameOf } from './UserActions';
import '../i18n';

interface DeleteUserDialogProps {
  opened: boolean;
  user: User | null;
  onClose: () => void;
  /** Called once the server has removed the user. */
  onRemoved: () => void;
}

/** Asks before removing a user, as the spec does, and removes them on the server. */
export function DeleteUserDialog({ opened, user, onClose, onRemoved }: DeleteUserDialogProps) {
  const { t } = useTranslation();
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  return (
    <DeleteDialog
      target={user}
      opened={opened}
      onClose={onClose}
      texts="users.remove"
      values={(chosen) => ({ name: nameOf(chosen) })}
      closeLabel={t('users.closeDialog')}
      remove={(chosen) => deleteUser(chosen.id).unwrap()}
      busy={isLoading}
      onRemoved={onRemoved}
    />
  );
}
