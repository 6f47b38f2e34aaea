import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsAdmin } from '@/features/auth';
import type { CaseDetail } from '../types';
import { AddChecklistItemForm } from './AddChecklistItemForm';
import { ChecklistItemRow } from './ChecklistItemRow';
import '../i18n';

/** The documents the case needs; staff add items and review them. */
export function CaseChecklist({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const staff = useIsAdmin();
  return (
    <Stack gap="sm">
      {detail.checklist.length === 0 ? (
        <Text c="dimmed">{t('processTracking.checklist.empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {detail.checklist.map((item) => (
            <ChecklistItemRow key={item.id} caseId={detail.id} item={item} staff={staff} />
          ))}
        </Stack>
      )}
      {staff && <AddChecklistItemForm caseId={detail.id} />}
    </Stack>
  );
}
