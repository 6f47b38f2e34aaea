import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';
import { PageHeader } from '@/components/PageHeader';

export default function CalendarPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.calendar.title')} subtitle={t('pages.calendar.subtitle')} />
      <ComingSoon description={t('pages.calendar.comingSoon')} />
    </>
  );
}
