import { IconFiles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/PagedList';
import { useGetDocumentsQuery } from '../api';
import type { DocumentKind, PortalDocument } from '../types';
import { DocumentCard } from './DocumentCard';
import '../i18n';

export const DOCUMENTS_PAGE_SIZE = 10;

interface DocumentListProps {
  kind: DocumentKind | null;
  /** Only those handed in for this case. */
  caseId?: number;
  /** Staff: that client's documents. */
  userId?: number;
  page: number;
  onPageChange: (page: number) => void;
  onDelete: (document: PortalDocument) => void;
}

/** The documents, a page at a time, with their loading, error and empty states. */
export function DocumentList({ kind, caseId, userId, page, onPageChange, onDelete }: DocumentListProps) {
  const { t } = useTranslation();
  const query = useGetDocumentsQuery({ kind, caseId, userId, page, pageSize: DOCUMENTS_PAGE_SIZE });
  const whose = caseId !== undefined ? 'case' : userId !== undefined ? 'client' : 'own';
  return (
    <PagedList
      query={query}
      page={page}
      pageSize={DOCUMENTS_PAGE_SIZE}
      onPageChange={onPageChange}
      texts={{
        loadFailed: t('documents.list.loadFailed'),
        loading: t('documents.list.loading'),
        label: t(`documents.list.${whose}.label`),
        empty: {
          icon: <IconFiles size={26} />,
          title: t('documents.list.empty'),
          hint: t(`documents.list.${whose}.emptyHint`),
        },
        pagesLabel: t('documents.pagination'),
      }}
      renderItem={(document) => <DocumentCard key={document.id} document={document} onDelete={onDelete} />}
    />
  );
}
