import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '@/components/DeleteDialog';
import { EmptyState } from '@/components/LoadStates';
import { formatDay } from '@/features/appointments';
import { useDeleteClosureMutation } from '../api';
import type { Closure } from '../types';
import { AffectedAppointments } from './AffectedAppointments';
import '../i18n';

/** '25/12/2026', or '24/12/2026 a 26/12/2026'. */
export function useClosureDays() {
  const { t } = useTranslation();
  return (closure: Closure) =>
    closure.firstDay === closure.lastDay
      ? t('closures.list.oneDay', { day: formatDay(closure.firstDay) })
      : t('closures.list.range', { first: formatDay(closure.firstDay), last: formatDay(closure.lastDay) });
}

interface ClosureListProps {
  closures: Closure[];
  /** Takes the focus once a closure is deleted, its button gone with it. */
  focusAfterRemoval: RefObject<HTMLElement | null>;
  /** Told of each closure deleted here. */
  onRemoved: (closure: Closure) => void;
}

/** The closures not yet over, each with its appointments to move and a way to delete it. */
export function ClosureList({ closures, focusAfterRemoval, onRemoved }: ClosureListProps) {
  const { t } = useTranslation();
  const days = useClosureDays();
  const [target, setTarget] = useState<Closure | null>(null);
  const [opened, setOpened] = useState(false);
  const [remove, removal] = useDeleteClosureMutation();
  const place = (closure: Closure) => closure.location ?? t('closures.form.everywhere');

  // The question stays drawn when the list empties, to close with its animation and place the focus.
  return (
    <>
      {closures.length === 0 ? (
        <EmptyState message={t('closures.list.empty')} />
      ) : (
        <Stack gap="sm">
          {closures.map((closure) => (
            <Paper key={closure.id} withBorder radius="md" p="md" component="article" aria-label={days(closure)}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2}>
                  <Title order={3} size="h5">
                    {days(closure)} · {place(closure)}
                  </Title>
                  <Text size="sm">{closure.reason}</Text>
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('closures.list.remove', { days: days(closure) })}
                  onClick={() => {
                    setTarget(closure);
                    setOpened(true);
                  }}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </Group>
              {closure.affected.length > 0 && (
                <Text size="sm" fw={600} mt="xs" c="orange">
                  {t('closures.list.affectedTitle', { count: closure.affected.length })}
                </Text>
              )}
              <AffectedAppointments appointments={closure.affected} />
            </Paper>
          ))}
        </Stack>
      )}
      <DeleteDialog
        target={target}
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
        texts="closures.delete"
        values={(closure) => ({ days: days(closure), place: place(closure) })}
        closeLabel={t('closures.delete.close')}
        remove={(closure) => remove(closure.id).unwrap()}
        busy={removal.isLoading}
        focusAfterRemoval={focusAfterRemoval}
        onRemoved={() => {
          if (target) onRemoved(target);
        }}
      />
    </>
  );
}
