import { Group, Pagination, Stack, Text } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPanel } from '@/components/IconPanel';
import { LoadError, LoadingState } from '@/components/LoadStates';
import { useGetDocumentsQuery } from '../api';
import type { DocumentKind, PortalDocument } from '../types';
import { DocumentCard } from './DocumentCard';

export const DOCUMENTS_PAGE_SIZE = 10;

interface DocumentListProps {
  kind: DocumentKind | null;
  page: number;
  onPageChange: (page: number) => void;
  onDelete: (document: PortalDocument) => void;
}

/** The documents, a page at a time, with their loading, error and empty states. */
export function DocumentList({ kind, page, onPageChange, onDelete }: DocumentListProps) {
  const { t } = useTranslation();
  const { currentData, error, isError, isFetching, refetch } = useGetDocumentsQuery({
    kind,
    page,
    pageSize: DOCUMENTS_PAGE_SIZE,
  });

  const totalPages = currentData ? Math.ceil(currentData.total / DOCUMENTS_PAGE_SIZE) : 0;
  // After deleting the last document of the last page, show the page before it.
  const pastTheEnd = currentData?.items.length === 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) onPageChange(Math.max(1, totalPages));
  }, [pastTheEnd, totalPages, onPageChange]);

  if (isError && !currentData) {
    return <LoadError title={t('documents.list.loadFailed')} error={error} onRetry={() => void refetch()} gap="xs" />;
  }
  if (!currentData || pastTheEnd) {
    return <LoadingState label={t('documents.list.loading')} />;
  }
  if (currentData.items.length === 0) {
    return (
      <IconPanel icon={<IconFiles size={26} />} iconSize={48} iconVariant="light" gap="xs">
        <Text fw={600}>{t('documents.list.empty')}</Text>
        <Text size="sm" c="dimmed">
          {t('documents.list.emptyHint')}
        </Text>
      </IconPanel>
    );
  }

  return (
    <Stack gap="md">
      <Stack
        component="ul"
        role="list"
        aria-label={t('documents.list.label')}
        aria-busy={isFetching}
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {currentData.items.map((document) => (
          <DocumentCard key={document.id} document={document} onDelete={onDelete} />
        ))}
      </Stack>
      {totalPages > 1 && (
        <Group justify="center" component="nav" aria-label={t('documents.pagination.label')}>
          <Pagination
            total={totalPages}
            value={page}
            onChange={onPageChange}
            siblings={1}
            getItemProps={(item) => ({ 'aria-label': t('documents.pagination.page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`documents.pagination.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}
