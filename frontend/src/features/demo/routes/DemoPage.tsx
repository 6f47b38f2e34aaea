import { Alert, Badge, Stack } from '@mantine/core';
import { IconPresentation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { StatCards, UpcomingAppointments } from '@/features/dashboard';
import { DemoServices } from '../components/DemoServices';
import { DEMO_SERVICES, demoStats } from '../lib/demo-data';
import '../i18n';

/**
 * /demo (admins): the dashboard as a new client would see it, for presenting the portal. The
 * real dashboard's components, fed a fixed data set instead of GET /api/dashboard.
 */
export default function DemoPage() {
  const { t } = useTranslation();
  const [stats] = useState(demoStats);
  return (
    <>
      <PageHeader title={t('pages.demo.title')} subtitle={t('pages.demo.subtitle')} />
      <Stack gap="xl">
        <Alert
          color="yellow"
          variant="light"
          icon={<IconPresentation aria-hidden="true" />}
          title={
            <Badge color="dark" variant="filled">
              {t('demo.badge')}
            </Badge>
          }
        >
          {t('demo.notice')}
        </Alert>
        <StatCards stats={stats} />
        <DemoServices services={DEMO_SERVICES} />
        <UpcomingAppointments appointments={stats.upcomingAppointments} />
      </Stack>
    </>
  );
}
