import { Alert, Group, Modal, Radio, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role, User } from '@/features/auth';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormActions } from '@/components/form';
import { changeWithToasts } from '@/lib/notify';
import { useUpdateUserAccessMutation } from '../api';
import '../i18n';

interface EditUserDialogProps {
  opened: boolean;
  /** Kept while the dialog closes, so its text does not vanish during the animation. */
  user: User | null;
  isSelf: boolean;
  onClose: () => void;
}

/** Changes only a user's role and whether the account is active; the rest is shown read-only. */
export function EditUserDialog({ opened, user, isSelf, onClose }: EditUserDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      // A click beside the form must not throw away what was typed: Cancelar, × or Esc close it.
      closeOnClickOutside={false}
      opened={opened && user !== null}
      onClose={onClose}
      title={t('users.edit.title')}
      centered
      closeButtonProps={{ 'aria-label': t('users.closeDialog') }}
    >
      {user && <EditUserForm key={user.id} user={user} isSelf={isSelf} onClose={onClose} />}
    </Modal>
  );
}

function isRole(value: string): value is Role {
  return value === 'admin' || value === 'user';
}

function EditUserForm({ user, isSelf, onClose }: { user: User; isSelf: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [updateAccess, { isLoading }] = useUpdateUserAccessMutation();
  const [role, setRole] = useState<Role>(user.role);
  const [active, setActive] = useState(user.active);
  // Granting full access and locking someone out are asked again in a question of their own, which
  // says what the change does and holds the focus on 'Voltar': a double click on Salvar sends nothing.
  const grantsAdmin = role === 'admin' && user.role !== 'admin';
  const deactivates = !active && user.active;
  const [confirming, setConfirming] = useState(false);

  async function save() {
    const saved = await changeWithToasts(() => updateAccess({ id: user.id, role, active }).unwrap(), {
      failedTitle: t('users.edit.failedTitle'),
      done: { title: t('users.edit.successTitle'), message: t('users.edit.successMessage') },
    });
    if (saved) onClose();
  }

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (grantsAdmin || deactivates) setConfirming(true);
          else void save();
        }}
      >
        <Stack gap="md">
          <TextInput label={t('users.edit.username')} value={user.username} readOnly variant="filled" />
          <TextInput label={t('users.edit.fullName')} value={user.fullName} readOnly variant="filled" />
          {isSelf && (
            <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
              {t('users.edit.ownAccess')}
            </Alert>
          )}
          <Radio.Group
            label={t('users.edit.role')}
            value={role}
            onChange={(value) => {
              if (isRole(value)) setRole(value);
            }}
          >
            <Group gap="lg" mt="xs">
              <Radio value="user" label={t('roles.user')} disabled={isSelf} data-autofocus />
              <Radio value="admin" label={t('roles.admin')} disabled={isSelf} />
            </Group>
          </Radio.Group>
          <Switch
            label={t('users.edit.active')}
            description={t('users.edit.activeHint')}
            checked={active}
            disabled={isSelf}
            onChange={(event) => {
              setActive(event.currentTarget.checked);
            }}
          />
          <FormActions
            cancelLabel={t('users.edit.cancel')}
            onCancel={onClose}
            submitLabel={t('users.edit.save')}
            busy={isLoading}
            disabled={isSelf}
            mt="sm"
          />
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        onClose={() => {
          setConfirming(false);
        }}
        title={t('users.edit.confirmTitle', { name: user.fullName })}
        closeLabel={t('users.closeDialog')}
        cancelLabel={t('users.edit.back')}
        confirmLabel={t('users.edit.confirm')}
        busy={isLoading}
        onConfirm={() => void save()}
      >
        {grantsAdmin && <Text>{t('users.edit.confirmAdmin')}</Text>}
        {deactivates && <Text>{t('users.edit.confirmDeactivate')}</Text>}
      </ConfirmDialog>
    </>
  );
}
