import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { useIsAdmin } from '@/features/auth';
import { AppointmentsCalendar } from '../components/AppointmentsCalendar';

/** /calendar: the appointments month by month. */
export default function CalendarPage() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  return (
    <>
      <PageHeader
        title={t('pages.calendar.title')}
        subtitle={t(isAdmin ? 'pages.calendar.staffSubtitle' : 'pages.calendar.subtitle')}
      />
      <AppointmentsCalendar />
    </>
  );
}
