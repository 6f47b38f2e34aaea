import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';
import { PageHeader } from '@/components/PageHeader';

export default function DashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.dashboard.title')} subtitle={t('pages.dashboard.subtitle')} />
      <ComingSoon description={t('pages.dashboard.comingSoon')} />
    </>
  );
}
