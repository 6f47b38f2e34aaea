import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { User } from '@/features/auth';
import { toApiError } from '@/lib/api-error';
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
    try {
      await deleteUser(target.id).unwrap();
      notifications.show({
        color: 'teal',
        title: t('users.remove.successTitle'),
        message: t('users.remove.successMessage'),
      });
      onRemoved();
    } catch (caught) {
      notifications.show({ color: 'red', title: t('users.remove.failedTitle'), message: toApiError(caught).text });
    }
    onClose();
  }

  return (
    <Modal
      opened={opened && user !== null}
      onClose={onClose}
      title={t('users.remove.title')}
      centered
      closeButtonProps={{ 'aria-label': t('users.closeDialog') }}
    >
      {user && (
        <Stack gap="md">
          <Text>{t('users.remove.confirm')}</Text>
          <Text size="sm" c="dimmed">
            {t('users.remove.keepsAppointments', { name: nameOf(user) })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('users.remove.cancel')}
            </Button>
            <Button color="red" loading={isLoading} onClick={() => void remove(user)}>
              {t('users.remove.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
