import { IconProgressCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/LinkButton';
import { PagedList } from '@/components/PagedList';
import { paths } from '@/config/paths';
import { useListCasesQuery } from '../api';
import type { CaseListArgs } from '../types';
import { CaseCard } from './CaseCard';
import '../i18n';

export const CASES_PAGE_SIZE = 10;

interface CaseListProps {
  filters: Omit<CaseListArgs, 'page' | 'pageSize'>;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (id: number) => void;
  /** Staff: whose case each is, and the filters' empty text. */
  staff?: boolean;
}

/** The cases as cards, a page at a time, with their loading, error and empty states. */
export function CaseList({ filters, page, onPageChange, onOpen, staff = false }: CaseListProps) {
  const { t } = useTranslation();
  const query = useListCasesQuery({ ...filters, page, pageSize: CASES_PAGE_SIZE });
  return (
    <PagedList
      query={query}
      page={page}
      pageSize={CASES_PAGE_SIZE}
      onPageChange={onPageChange}
      texts={{
        loadFailed: t('processTracking.list.loadFailed'),
        loading: t('processTracking.list.loading'),
        label: t('processTracking.list.label'),
        empty: {
          icon: <IconProgressCheck size={26} />,
          title: t('processTracking.list.empty'),
          hint: staff ? t('processTracking.list.staffEmptyHint') : t('processTracking.list.emptyHint'),
          action: staff ? undefined : (
            <LinkButton to={paths.requests} variant="subtle" size="compact-sm">
              {t('processTracking.list.toRequests')}
            </LinkButton>
          ),
        },
        pagesLabel: t('processTracking.staff.pagination'),
      }}
      renderItem={(item) => <CaseCard key={item.id} case={item} onOpen={onOpen} showClient={staff} />}
    />
  );
}
