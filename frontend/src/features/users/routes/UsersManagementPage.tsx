import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';
import { PageHeader } from '@/components/PageHeader';

export default function UsersManagementPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.usersManagement.title')} subtitle={t('pages.usersManagement.subtitle')} />
      <ComingSoon description={t('pages.usersManagement.comingSoon')} />
    </>
  );
}
