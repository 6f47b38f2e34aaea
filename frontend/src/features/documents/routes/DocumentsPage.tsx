import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';
import { PageHeader } from '@/components/PageHeader';

export default function DocumentsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.documents.title')} subtitle={t('pages.documents.subtitle')} />
      <ComingSoon description={t('pages.documents.comingSoon')} />
    </>
  );
}
