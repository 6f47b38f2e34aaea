import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { usePageParam } from '@/lib/page-param';
import { RemovableDocumentList } from '../components/RemovableDocumentList';
import { UploadPanel } from '../components/UploadPanel';
import type { DocumentKind } from '../types';

const kinds = ['all', 'pdf', 'image'] as const;

function kindFrom(value: string | null): DocumentKind | null {
  return value === 'pdf' || value === 'image' ? value : null;
}

/** /documents: upload, the list with its type filter and pages, download and delete. */
export default function DocumentsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = kindFrom(searchParams.get('kind'));
  const [page, showPage] = usePageParam();
  const filterId = useId();
  const uploadHeadingId = useId();

  const showKind = (value: string) => {
    const next = kindFrom(value);
    setSearchParams(next ? { kind: next } : {});
  };

  return (
    <>
      <PageHeader title={t('pages.documents.title')} subtitle={t('pages.documents.subtitle')} />
      <Stack gap="lg">
        <section aria-labelledby={uploadHeadingId}>
          <Title order={2} size="h4" id={uploadHeadingId} mb="xs">
            {t('documents.upload.title')}
          </Title>
          <UploadPanel />
        </section>
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
          <RemovableDocumentList kind={kind} page={page} onPageChange={showPage} />
        </Stack>
      </Stack>
    </>
  );
}
