import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconFiles, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { User } from '@/features/auth';

interface UserActionsProps {
  user: User;
  isSelf: boolean;
  onEdit: (user: User) => void;
  onRemove: (user: User) => void;
}

export const nameOf = (user: User) => user.fullName.trim() || user.username;

/** Documentos (the client's vault) and Editar for every row; Remover for every row but one's own (an admin never deletes themselves). */
export function UserActions({ user, isSelf, onEdit, onRemove }: UserActionsProps) {
  const { t } = useTranslation();
  const name = nameOf(user);
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('users.table.documents')} withArrow>
        <ActionIcon
          variant="subtle"
          component={Link}
          to={`${paths.documents}?cliente=${String(user.id)}`}
          aria-label={t('users.table.documentsOf', { name })}
        >
          <IconFiles size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('users.table.edit')} withArrow>
        <ActionIcon
          variant="subtle"
          aria-label={t('users.table.editUser', { name })}
          onClick={() => {
            onEdit(user);
          }}
        >
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      {!isSelf && (
        <Tooltip label={t('users.table.remove')} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('users.table.removeUser', { name })}
            onClick={() => {
              onRemove(user);
            }}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
