import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { usePageParam } from '@/lib/page-param';
import { RequestList } from '../components/RequestList';

const NO_FILTERS = {};

/** /requests: 'Minhas solicitações', the client's own requests and where they stand. */
export default function MyRequestsPage() {
  const { t } = useTranslation();
  const [page, showPage] = usePageParam();
  return (
    <>
      <PageHeader title={t('pages.requests.title')} subtitle={t('pages.requests.subtitle')} />
      <RequestList filters={NO_FILTERS} page={page} onPageChange={showPage} view="client" />
    </>
  );
}
