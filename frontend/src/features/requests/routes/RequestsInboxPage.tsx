import { Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { usePageParam } from '@/lib/page-param';
import { RequestList } from '../components/RequestList';
import { REQUEST_KINDS, REQUEST_STATUSES, type RequestKind, type RequestStatus } from '../types';
import '../i18n';

const SEARCH_DELAY_MS = 300;

/** /admin/requests: every client's requests, filtered by kind, status, assignee, priority and text. */
export default function RequestsInboxPage() {
  const { t } = useTranslation();
  const [page, showPage] = usePageParam();
  const [kind, setKind] = useState<RequestKind | null>(null);
  const [status, setStatus] = useState<RequestStatus | null>(null);
  const [unassigned, setUnassigned] = useState(false);
  const [priority, setPriority] = useState(false);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      showPage(1);
    };

  return (
    <>
      <PageHeader title={t('pages.requestsInbox.title')} subtitle={t('pages.requestsInbox.subtitle')} />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('requests.filters.kind')}
            placeholder={t('requests.filters.all')}
            clearable
            value={kind}
            onChange={filtered((value: string | null) => {
              setKind(value as RequestKind | null);
            })}
            data={REQUEST_KINDS.map((value) => ({ value, label: t(`requests.kind.${value}`) }))}
          />
          <Select
            label={t('requests.filters.status')}
            placeholder={t('requests.filters.all')}
            clearable
            value={status}
            onChange={filtered((value: string | null) => {
              setStatus(value as RequestStatus | null);
            })}
            data={REQUEST_STATUSES.map((value) => ({ value, label: t(`requests.status.${value}`) }))}
          />
          <TextInput
            label={t('requests.filters.search')}
            placeholder={t('requests.filters.searchPlaceholder')}
            value={search}
            onChange={(event) => {
              filtered(setSearch)(event.currentTarget.value);
            }}
            type="search"
          />
          <Checkbox
            label={t('requests.filters.unassigned')}
            checked={unassigned}
            onChange={(event) => {
              filtered(setUnassigned)(event.currentTarget.checked);
            }}
            mb={8}
          />
          <Checkbox
            label={t('priority.onlyPriority')}
            checked={priority}
            onChange={(event) => {
              filtered(setPriority)(event.currentTarget.checked);
            }}
            mb={8}
          />
        </Group>
        <RequestList
          filters={{ kind, status, unassigned, priority, search: debouncedSearch }}
          page={page}
          onPageChange={showPage}
          view="staff"
        />
      </Stack>
    </>
  );
}
