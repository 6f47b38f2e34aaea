import { ActionIcon, Group, Tooltip, type MantineSize } from '@mantine/core';
import { IconBinaryTree, IconFiles, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { User } from '@/features/auth';
import '../i18n';

interface UserActionsProps {
  user: User;
  isSelf: boolean;
  onEdit: (user: User) => void;
  onRemove: (user: User) => void;
  /** The buttons' size: a finger on a phone needs 'xl' (44 px). */
  size?: MantineSize;
}

export const nameOf = (user: User) => user.fullName.trim() || user.username;

/** A link to one of the client's pages, as an icon with its tooltip. */
function ClientLink({
  to,
  label,
  name,
  icon,
  size,
}: {
  to: string;
  label: string;
  name: string;
  icon: ReactNode;
  size?: MantineSize;
}) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon component={Link} to={to} variant="subtle" size={size} aria-label={name}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * A client's documents and family tree (clients only); Editar for every row; Remover for every
 * row but one's own (an admin never deletes themselves).
 */
export function UserActions({ user, isSelf, onEdit, onRemove, size }: UserActionsProps) {
  const { t } = useTranslation();
  const name = nameOf(user);
  return (
    <Group gap={4} wrap="nowrap">
      {user.role === 'user' && (
        <>
          <ClientLink
            to={`${paths.documents}?cliente=${String(user.id)}`}
            label={t('users.table.documents')}
            name={t('users.table.documentsOf', { name })}
            icon={<IconFiles size={18} aria-hidden="true" />}
            size={size}
          />
          <ClientLink
            to={`${paths.familyTree}?userId=${String(user.id)}`}
            label={t('users.table.familyTree')}
            name={t('users.table.familyTreeOf', { name })}
            icon={<IconBinaryTree size={18} aria-hidden="true" />}
            size={size}
          />
        </>
      )}
      <Tooltip label={t('users.table.edit')} withArrow>
        <ActionIcon
          variant="subtle"
          size={size}
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
            size={size}
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
