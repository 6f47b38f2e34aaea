import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSubmitButton } from '@/components/form';
import { useIsAdmin } from '@/features/auth';
import { changeWithToasts } from '@/lib/notify';
import { useAddChecklistItemMutation } from '../api';
import type { CaseDetail } from '../types';
import { ChecklistItemRow } from './ChecklistItemRow';
import '../i18n';

/** The documents the case needs; staff add items and review them. */
export function CaseChecklist({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const staff = useIsAdmin();
  const [name, setName] = useState('');
  const [add, { isLoading }] = useAddChecklistItemMutation();

  const submit = async () => {
    const added = await changeWithToasts(() => add({ id: detail.id, name }).unwrap(), {
      failedTitle: t('processTracking.checklist.addFailedTitle'),
      done: { title: t('processTracking.checklist.addedTitle'), message: name },
    });
    if (added) setName('');
  };

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
      {staff && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Group align="flex-end" gap="xs">
            <TextInput
              label={t('processTracking.checklist.addLabel')}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
              }}
              flex={1}
              miw={200}
            />
            <FormSubmitButton loading={isLoading}>{t('processTracking.checklist.add')}</FormSubmitButton>
          </Group>
        </form>
      )}
    </Stack>
  );
}
