import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';
import { PageHeader } from '@/components/PageHeader';

export default function QuickAccessPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.quickAccess.title')} subtitle={t('pages.quickAccess.subtitle')} />
      <ComingSoon description={t('pages.quickAccess.comingSoon')} />
    </>
  );
}
