import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';
import { PageHeader } from '@/components/PageHeader';

export default function AdminPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.admin.title')} subtitle={t('pages.admin.subtitle')} />
      <ComingSoon description={t('pages.admin.comingSoon')} />
    </>
  );
}
