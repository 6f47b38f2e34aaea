import { List, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

/** A list of selling points, each behind a green check. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <List
      spacing="xs"
      icon={
        <ThemeIcon size={20} radius="xl" color="teal">
          <IconCircleCheck size={14} aria-hidden="true" />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
