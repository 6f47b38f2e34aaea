import { Avatar, Group, Stack, Text } from '@mantine/core';
import { RoleBadge } from '../RoleBadge';
import { displayName, type ShellUser } from './shell-user';

/** The signed-in user's initial, name, e-mail and role. */
export function UserSummary({ user }: { user: ShellUser }) {
  const name = displayName(user);
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar color="indigo" variant="filled" radius="xl" aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Stack gap={2} miw={0}>
        {/* Long names and addresses are cut to fit; the title keeps them readable on hover. */}
        <Text fw={600} truncate="end" title={name}>
          {name}
        </Text>
        <Text size="sm" c="dimmed" truncate="end" title={user.email}>
          {user.email}
        </Text>
        <div>
          <RoleBadge role={user.role} />
        </div>
      </Stack>
    </Group>
  );
}
