import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { LoadError, LoadingState } from '@/components/LoadStates';
import { useIsAdmin } from '@/features/auth';
import { useGetDashboardQuery } from '../api';
import { ServiceCards } from '../components/ServiceCards';
import { StatCards } from '../components/StatCards';
import { UpcomingAppointments } from '../components/UpcomingAppointments';

/** /home: the caller's numbers, the services on offer and the next appointments (spec part 1, section 2). */
export default function DashboardPage() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const { data: stats, error, isLoading, refetch } = useGetDashboardQuery();

  const summary = () => {
    if (isLoading) return <LoadingState />;
    if (error || !stats) {
      return (
        <LoadError
          title={t('appointments.dashboard.loadFailed')}
          error={error}
          onRetry={() => {
            void refetch();
          }}
        />
      );
    }
    return <StatCards stats={stats} />;
  };

  return (
    <>
      <PageHeader title={t('pages.dashboard.title')} subtitle={t('pages.dashboard.subtitle')} />
      <Stack gap="xl">
        {summary()}
        <ServiceCards isAdmin={isAdmin} />
        {stats && <UpcomingAppointments appointments={stats.upcomingAppointments} />}
      </Stack>
    </>
  );
}
