import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsAdmin } from '@/features/auth';
import type { CaseDetail, ChecklistItem } from '../types';
import { AddChecklistItemForm } from './AddChecklistItemForm';
import { ChecklistItemRow } from './ChecklistItemRow';
import { RemoveChecklistItemDialog } from './RemoveChecklistItemDialog';
import '../i18n';

/** The documents the case needs; staff add items and review them. */
export function CaseChecklist({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const staff = useIsAdmin();
  const [removing, setRemoving] = useState<ChecklistItem | null>(null);
  const [removeOpened, setRemoveOpened] = useState(false);
  const askToRemove = (item: ChecklistItem) => {
    setRemoving(item);
    setRemoveOpened(true);
  };
  return (
    <Stack gap="sm">
      {detail.checklist.length === 0 ? (
        <Text c="dimmed">{t('processTracking.checklist.empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {detail.checklist.map((item) => (
            <ChecklistItemRow
              key={item.id}
              caseId={detail.id}
              item={item}
              staff={staff}
              onRemove={staff ? askToRemove : undefined}
            />
          ))}
        </Stack>
      )}
      {staff && <AddChecklistItemForm caseId={detail.id} />}
      {staff && (
        <RemoveChecklistItemDialog
          caseId={detail.id}
          item={removing}
          opened={removeOpened}
          onClose={() => {
            setRemoveOpened(false);
          }}
        />
      )}
    </Stack>
  );
}
