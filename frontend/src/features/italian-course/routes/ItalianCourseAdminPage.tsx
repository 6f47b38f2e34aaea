import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';
import { PageHeader } from '@/components/PageHeader';

export default function ItalianCourseAdminPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.italianCourseAdmin.title')} subtitle={t('pages.italianCourseAdmin.subtitle')} />
      <ComingSoon description={t('pages.italianCourseAdmin.comingSoon')} />
    </>
  );
}
