import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '@/components/DeleteDialog';
import { useRemoveChecklistItemMutation } from '../api';
import type { ChecklistItem } from '../types';
import '../i18n';

/** Staff take an item added by mistake off the checklist, after a confirmation. */
export function RemoveChecklistItem({ caseId, item }: { caseId: number; item: ChecklistItem }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [remove, { isLoading }] = useRemoveChecklistItemMutation();
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="red.9"
        // Mantine's subtle red letters are its red 6, too light on white for small text (AA); the
        // theme's red text is dark on the light page and light on the dark one.
        c="var(--mantine-color-red-text)"
        leftSection={<IconTrash size={14} aria-hidden="true" />}
        onClick={() => {
          setOpened(true);
        }}
        aria-label={t('processTracking.checklist.remove.button', { name: item.name })}
      >
        {t('processTracking.checklist.remove.short')}
      </Button>
      <DeleteDialog
        target={item}
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
        texts="processTracking.checklist.remove"
        values={(chosen) => ({ name: chosen.name })}
        closeLabel={t('processTracking.checklist.remove.close')}
        remove={(chosen) => remove({ id: caseId, item: chosen.id }).unwrap()}
        busy={isLoading}
      />
    </>
  );
}
