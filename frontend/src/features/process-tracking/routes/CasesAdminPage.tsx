import { Button, Group, NativeSelect, Stack, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OnceOpened } from '@/components/OnceOpened';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { lazyNamed } from '@/lib/lazy-named';
import { usePageParam } from '@/lib/page-param';
import { CaseList } from '../components/CaseList';
import { CASE_STATUSES, CASE_TYPES, type CaseStatus, type CaseType } from '../types';
import '../i18n';

// The form comes when 'Novo processo' is first pressed: the list shows without it.
const NewCaseDialog = lazyNamed(() => import('../components/NewCaseDialog'), 'NewCaseDialog');

/** /admin/cases: every client's cases, filtered and paged, and 'Novo processo'. */
export default function CasesAdminPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, showPage] = usePageParam();
  const [status, setStatus] = useState<CaseStatus | ''>('');
  const [type, setType] = useState<CaseType | ''>('');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [awaitingClient, setAwaitingClient] = useState(false);
  const [opening, setOpening] = useState(false);
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      showPage(1);
    };
  const openPath = (id: number) => `${paths.adminCases}/${String(id)}`;

  return (
    <>
      <PageHeader title={t('processTracking.staff.title')} subtitle={t('processTracking.staff.subtitle')} />
      <Stack gap="md">
        <Group justify="flex-end">
          <Button
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => {
              setOpening(true);
            }}
          >
            {t('processTracking.staff.newCase')}
          </Button>
        </Group>
        <Group role="search" aria-label={t('processTracking.staff.filters')} gap="md" align="flex-end">
          <TextInput
            type="search"
            label={t('processTracking.staff.search')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(event) => {
              refilter(setSearch)(event.currentTarget.value);
            }}
            flex={1}
            miw={220}
          />
          <NativeSelect
            label={t('processTracking.staff.status')}
            value={status}
            onChange={(event) => {
              refilter(setStatus)(event.currentTarget.value as CaseStatus | '');
            }}
            data={[
              { value: '', label: t('processTracking.staff.all') },
              ...CASE_STATUSES.map((value) => ({ value, label: t(`processTracking.status.${value}`) })),
            ]}
          />
          <NativeSelect
            label={t('processTracking.staff.type')}
            value={type}
            onChange={(event) => {
              refilter(setType)(event.currentTarget.value as CaseType | '');
            }}
            data={[
              { value: '', label: t('processTracking.staff.all') },
              ...CASE_TYPES.map((value) => ({ value, label: t(`processTracking.type.${value}`) })),
            ]}
          />
          <Switch
            label={t('processTracking.staff.awaitingClient')}
            checked={awaitingClient}
            onChange={(event) => {
              refilter(setAwaitingClient)(event.currentTarget.checked);
            }}
            mb={8}
          />
        </Group>
        <CaseList
          staff
          filters={{ status, type, q, awaitingClient }}
          page={page}
          onPageChange={showPage}
          onOpen={(id) => {
            void navigate(openPath(id));
          }}
        />
      </Stack>
      <OnceOpened opened={opening}>
        <NewCaseDialog
          opened={opening}
          onClose={() => {
            setOpening(false);
          }}
          onOpened={(id) => {
            setOpening(false);
            void navigate(openPath(id));
          }}
        />
      </OnceOpened>
    </>
  );
}
