import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '@/components/LoadStates';
import { useGetCaseQuery } from '../api';
import type { CaseDetail } from '../types';
import '../i18n';

interface CaseDetailLoaderProps {
  id: number;
  children: (detail: CaseDetail) => ReactNode;
}

/** Loads one case, with its loading and error states, and shows `children` of it. */
export function CaseDetailLoader({ id, children }: CaseDetailLoaderProps) {
  const { t } = useTranslation();
  const query = useGetCaseQuery(id);
  if (query.isError && !query.currentData) {
    return (
      <LoadError
        title={t('processTracking.details.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.currentData) return <LoadingState label={t('processTracking.details.loading')} />;
  return <>{children(query.currentData)}</>;
}
