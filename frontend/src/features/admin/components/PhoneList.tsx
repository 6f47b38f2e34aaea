import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useScreenFrom } from '@/lib/screen-width';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/features/catalog';

/** Whether the screen is too narrow for the admin tables: below `sm` six columns do not fit. */
export function useIsPhone(): boolean {
  return !useScreenFrom('sm');
}

interface PhoneListItemProps {
  name: string;
  active: boolean;
  /** The lines of facts under the name (price, country, discount). */
  details: ReactNode[];
  action: ReactNode;
}

/** One row of an admin table, told as a card on a phone. */
export function PhoneListItem({ name, active, details, action }: PhoneListItemProps) {
  return (
    <Paper component="article" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} size="h5">
            {name}
          </Title>
          <StatusBadge active={active} />
        </Group>
        {details.map((detail, index) => (
          <Text size="sm" key={index}>
            {detail}
          </Text>
        ))}
        <Group justify="flex-end">{action}</Group>
      </Stack>
    </Paper>
  );
}
