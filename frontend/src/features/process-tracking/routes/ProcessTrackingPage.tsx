import { Group, Tabs, Text } from '@mantine/core';
import { IconListDetails, IconProgressCheck, IconSettings } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadingState } from '@/components/LoadStates';
import { PageHeader } from '@/components/PageHeader';
import { LinkButton } from '@/components/LinkButton';
import { paths } from '@/config/paths';
import { useIsAdmin } from '@/features/auth';
import { lazyNamed } from '@/lib/lazy-named';
import { usePageParam } from '@/lib/page-param';
import { CaseDetailLoader } from '../components/CaseDetailLoader';
import { CaseList } from '../components/CaseList';
import { NewCaseRequest } from '../components/NewCaseRequest';
import '../i18n';

// A case's details (its checklist, updates and documents) come when a case is chosen.
const CaseDetails = lazyNamed(() => import('../components/CaseDetails'), 'CaseDetails');

const noFilters = { status: '', type: '', q: '', awaitingClient: false } as const;

function caseIdFrom(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /process-tracking: 'Meus Processos' as cards and, once one is chosen, 'Detalhes do Processo'. */
export default function ProcessTrackingPage() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = caseIdFrom(searchParams.get('processo'));
  const tab = selected !== null && searchParams.get('aba') !== 'lista' ? 'detalhes' : 'lista';
  const [page, showPage] = usePageParam();

  const show = (next: 'lista' | 'detalhes', id: number | null = selected) => {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (id !== null) params.set('processo', String(id));
      if (next === 'lista') params.set('aba', 'lista');
      else params.delete('aba');
      return params;
    });
  };

  return (
    <>
      <PageHeader title={t('pages.processTracking.title')} subtitle={t('pages.processTracking.subtitle')} />
      <Group mb="md">
        {isAdmin ? (
          <LinkButton to={paths.adminCases} variant="light" icon={IconSettings}>
            {t('processTracking.staff.manage')}
          </LinkButton>
        ) : (
          <NewCaseRequest />
        )}
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (value === 'lista' || value === 'detalhes') show(value);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('processTracking.tabs.label')} mb="lg">
          <Tabs.Tab value="lista" leftSection={<IconProgressCheck size={18} aria-hidden="true" />}>
            {t('processTracking.tabs.list')}
          </Tabs.Tab>
          <Tabs.Tab
            value="detalhes"
            disabled={selected === null}
            leftSection={<IconListDetails size={18} aria-hidden="true" />}
          >
            {t('processTracking.tabs.details')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="lista">
          <CaseList
            filters={noFilters}
            page={page}
            onPageChange={showPage}
            onOpen={(id) => {
              show('detalhes', id);
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="detalhes">
          {selected === null ? (
            <Text c="dimmed">{t('processTracking.details.choose')}</Text>
          ) : (
            <CaseDetailLoader id={selected}>
              {(detail) => (
                <Suspense fallback={<LoadingState />}>
                  <CaseDetails detail={detail} />
                </Suspense>
              )}
            </CaseDetailLoader>
          )}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
