import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';
import { PageHeader } from '@/components/PageHeader';

export default function ItalianCoursePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.italianCourse.title')} subtitle={t('pages.italianCourse.subtitle')} />
      <ComingSoon description={t('pages.italianCourse.comingSoon')} />
    </>
  );
}
