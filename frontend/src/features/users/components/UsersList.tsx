import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useScreenFrom } from '@/lib/screen-width';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '@/components/RoleBadge';
import type { User } from '@/features/auth';
import { StatusBadge } from './StatusBadge';
import { nameOf, UserActions } from './UserActions';
import { ColumnHeads } from '@/components/ColumnHeads';
import '../i18n';

const USER_COLUMNS = ['name', 'username', 'email', 'role', 'status', 'actions'] as const;

interface UsersListProps {
  users: User[];
  currentUserId: number | undefined;
  onEdit: (user: User) => void;
  onRemove: (user: User) => void;
}

function YouBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" size="sm" radius="sm">
      {t('users.table.you')}
    </Badge>
  );
}

/** The users of one page: a table on wide screens, a card per user on a phone. */
export function UsersList({ users, currentUserId, onEdit, onRemove }: UsersListProps) {
  const { t } = useTranslation();
  const phone = !useScreenFrom('sm');

  if (phone) {
    return (
      <Stack gap="sm" component="ul" aria-label={t('users.table.caption')} p={0} m={0} style={{ listStyle: 'none' }}>
        {users.map((user) => {
          const isSelf = user.id === currentUserId;
          return (
            <Card key={user.id} component="li" withBorder radius="md" padding="md">
              {/* The whole width for the name and the e-mail; the buttons, finger-sized, below. */}
              <Stack gap={2} miw={0}>
                <Group gap="xs">
                  <Text fw={600}>{nameOf(user)}</Text>
                  {isSelf && <YouBadge />}
                </Group>
                <Text size="sm" c="dimmed">
                  {user.username}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Text>
              </Stack>
              <Group justify="space-between" gap="xs" mt="sm">
                <Group gap="xs">
                  <RoleBadge role={user.role} />
                  <StatusBadge active={user.active} />
                </Group>
                <UserActions user={user} isSelf={isSelf} onEdit={onEdit} onRemove={onRemove} size="xl" />
              </Group>
            </Card>
          );
        })}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('users.table.caption')}>
        <ColumnHeads columns={USER_COLUMNS.map((column) => t(`users.table.${column}`))} />
        <Table.Tbody>
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            return (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {nameOf(user)}
                    </Text>
                    {isSelf && <YouBadge />}
                  </Group>
                </Table.Td>
                <Table.Td>{user.username}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
                <Table.Td>
                  <RoleBadge role={user.role} />
                </Table.Td>
                <Table.Td>
                  <StatusBadge active={user.active} />
                </Table.Td>
                <Table.Td>
                  <UserActions user={user} isSelf={isSelf} onEdit={onEdit} onRemove={onRemove} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
