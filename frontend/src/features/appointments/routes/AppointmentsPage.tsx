import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';
import { PageHeader } from '@/components/PageHeader';

export default function AppointmentsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.appointments.title')} subtitle={t('pages.appointments.subtitle')} />
      <ComingSoon description={t('pages.appointments.comingSoon')} />
    </>
  );
}
