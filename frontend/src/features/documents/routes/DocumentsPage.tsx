import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { TitledSection } from '@/components/TitledSection';
import { useIsAdmin } from '@/features/auth';
import { lazyNamed } from '@/lib/lazy-named';
import { usePageParam } from '@/lib/page-param';
import { RemovableDocumentList } from '../components/RemovableDocumentList';
import { UploadPanel } from '../components/UploadPanel';
import type { DocumentKind } from '../types';
import '../i18n';

// The staff's client picker (a searchable select) comes only for the staff: a client's page goes without it.
const ClientPicker = lazyNamed(() => import('@/features/users'), 'ClientPicker');

const kinds = ['all', 'pdf', 'image'] as const;

function kindFrom(value: string | null): DocumentKind | null {
  return value === 'pdf' || value === 'image' ? value : null;
}

function clientFrom(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * /documents: upload, the list with its type filter and pages, download and delete. Staff choose
 * a client (`?cliente=`) to see and add that client's documents; without one they see everyone's.
 */
export default function DocumentsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const isAdmin = useIsAdmin();
  const kind = kindFrom(searchParams.get('kind'));
  const client = isAdmin ? clientFrom(searchParams.get('cliente')) : undefined;
  const [page, showPage] = usePageParam();
  const filterId = useId();
  const uploadHeadingId = useId();

  const show = (next: { kind: DocumentKind | null; client: number | undefined }) => {
    setSearchParams({
      ...(next.kind ? { kind: next.kind } : {}),
      ...(next.client ? { cliente: String(next.client) } : {}),
    });
  };
  const showKind = (value: string) => {
    show({ kind: kindFrom(value), client });
  };

  return (
    <>
      <PageHeader
        title={t('pages.documents.title')}
        subtitle={t(isAdmin ? 'pages.documents.staffSubtitle' : 'pages.documents.subtitle')}
      />
      <Stack gap="lg">
        {isAdmin && (
          <Suspense fallback={null}>
            <ClientPicker
              label={t('documents.staff.client')}
              value={client ? String(client) : ''}
              onChange={(value) => {
                show({ kind, client: clientFrom(value) });
              }}
            />
          </Suspense>
        )}
        <TitledSection id={uploadHeadingId} title={t('documents.upload.title')} size="h4" mb="xs">
          {isAdmin && !client ? (
            <Text c="dimmed">{t('documents.staff.chooseToUpload')}</Text>
          ) : (
            <UploadPanel userId={client} />
          )}
        </TitledSection>
        <Stack gap="sm">
          <Group gap="sm">
            <Text component="span" id={filterId} size="sm" fw={500}>
              {t('documents.filter.label')}
            </Text>
            <SegmentedControl
              aria-labelledby={filterId}
              value={kind ?? 'all'}
              onChange={showKind}
              data={kinds.map((value) => ({ value, label: t(`documents.filter.${value}`) }))}
            />
          </Group>
          <RemovableDocumentList kind={kind} userId={client} page={page} onPageChange={showPage} />
        </Stack>
      </Stack>
    </>
  );
}
