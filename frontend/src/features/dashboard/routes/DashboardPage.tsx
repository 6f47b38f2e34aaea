import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { LoadError } from '@/components/LoadStates';
import { useGetCurrentUserQuery, useIsAdmin } from '@/features/auth';
import { HeldSlots } from '@/features/waitlist';
import { saveOfflineCards } from '@/lib/offline-cards';
import { useSlicedData } from '@/lib/sliced-data';
import { useGetDashboardQuery } from '../api';
import { ServiceCards } from '../components/ServiceCards';
import { StatCards } from '../components/StatCards';
import { UpcomingAppointments } from '../components/UpcomingAppointments';
import '@/features/appointments/i18n';

/** /home: a client's held slots, the caller's numbers, the services on offer and the next appointments. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const { data, error, isLoading, refetch } = useGetDashboardQuery();
  // The numbers and the next appointments are drawn in slices when they arrive (docs/performance.md).
  const { data: stats, arriving } = useSlicedData(data);
  const { data: user } = useGetCurrentUserQuery();

  // A client's next appointments are kept on the device for reading offline (an admin's list is
  // everyone's, and stays on the server).
  useEffect(() => {
    if (!stats || !user || isAdmin) return;
    const cards = stats.upcomingAppointments
      .filter((appointment) => appointment.status !== 'cancelled')
      .map(({ id, serviceName, location, date, time, status }) => ({ id, serviceName, location, date, time, status }));
    void saveOfflineCards(user.id, cards);
  }, [stats, user, isAdmin]);

  const summary = () => {
    // Placeholder cards of the final size, so the services below do not move when the numbers come.
    if (isLoading || arriving) return <StatCards withClients={isAdmin} />;
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
        {user && !isAdmin && <HeldSlots />}
        {summary()}
        <ServiceCards isAdmin={isAdmin} />
        {stats && <UpcomingAppointments appointments={stats.upcomingAppointments} />}
      </Stack>
    </>
  );
}
