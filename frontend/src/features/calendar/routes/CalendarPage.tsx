import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { AppointmentsCalendar } from '../components/AppointmentsCalendar';

/** /calendar: the appointments month by month. */
export default function CalendarPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.calendar.title')} subtitle={t('pages.calendar.subtitle')} />
      <AppointmentsCalendar />
    </>
  );
}
