import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';
import { PageHeader } from '@/components/PageHeader';

export default function ProcessTrackingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.processTracking.title')} subtitle={t('pages.processTracking.subtitle')} />
      <ComingSoon description={t('pages.processTracking.comingSoon')} />
    </>
  );
}
