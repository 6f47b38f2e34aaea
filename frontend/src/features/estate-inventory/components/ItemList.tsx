import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';

interface ItemListProps<T> {
  items: T[];
  /** The heading of item n (from 1). */
  itemTitle: (number: number) => string;
  removeLabel: (number: number) => string;
  addLabel: string;
  /** Why the last item stays ('É necessário ter pelo menos um herdeiro.'). */
  lastOneText: string;
  onChange: (items: T[]) => void;
  empty: T;
  renderItem: (index: number) => ReactNode;
}

/** Most items a list holds: the server refuses more (a request's lists, up to 50 items). */
export const MAX_ITEMS = 50;

/** A list of cards with add and remove; the last card cannot be removed, nor more than `MAX_ITEMS` added. */
export function ItemList<T>(props: ItemListProps<T>) {
  const { t } = useTranslation();
  const { items, onChange } = props;
  const full = items.length >= MAX_ITEMS;
  const fullNote = useId();
  const remove = (index: number) => {
    if (items.length <= 1) {
      notifications.show({ color: 'red', title: t('inventory.cannotRemove'), message: props.lastOneText });
      return;
    }
    onChange(items.filter((_, at) => at !== index));
  };
  return (
    <Stack gap="md">
      {items.map((_, index) => (
        <Paper key={index} withBorder radius="md" p="md" role="group" aria-label={props.itemTitle(index + 1)}>
          <Group justify="space-between" mb="xs">
            <Text fw={600} aria-hidden="true">
              {props.itemTitle(index + 1)}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={props.removeLabel(index + 1)}
              onClick={() => {
                remove(index);
              }}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
          {props.renderItem(index)}
        </Paper>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        disabled={full}
        aria-describedby={full ? fullNote : undefined}
        onClick={() => {
          onChange([...items, props.empty]);
        }}
        style={{ alignSelf: 'flex-start' }}
      >
        {props.addLabel}
      </Button>
      {full && (
        <Text id={fullNote} size="sm" c="dimmed">
          {t('inventory.full', { max: MAX_ITEMS })}
        </Text>
      )}
    </Stack>
  );
}
