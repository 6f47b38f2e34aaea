import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import {
  IconCalendarCheck,
  IconCalendarEvent,
  IconClockHour4,
  IconFiles,
  IconMessages,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardStats } from '../types';
import '@/features/appointments/i18n';

interface StatCardProps {
  icon: Icon;
  label: string;
  children: ReactNode;
}

function StatCard({ icon: IconComponent, label, children }: StatCardProps) {
  const labelId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article" aria-labelledby={labelId}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="center">
          <ThemeIcon size={32} radius="md" variant="light" aria-hidden="true" style={{ flexShrink: 0 }}>
            <IconComponent size={18} />
          </ThemeIcon>
          <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed" id={labelId} lh={1.2}>
            {label}
          </Text>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

// The number's line height: the placeholder shown while loading keeps the card's final height, so
// nothing below moves when the numbers arrive (layout shift, docs/performance.md).
const COUNT_HEIGHT = 28 * 1.1;

// Below a thousand a count has no separator in pt-BR: the locale's number formatter, whose first use
// loads its data (about 90 ms of a slow phone's start, docs/performance.md), is asked only above.
const shownCount = (value: number) => (value < 1000 ? String(value) : value.toLocaleString('pt-BR'));

function Count({ value }: { value: number | undefined }) {
  if (value === undefined) return <Skeleton height={COUNT_HEIGHT} width="3ch" aria-hidden="true" />;
  return (
    <Text fz={28} fw={700} lh={1.1}>
      {shownCount(value)}
    </Text>
  );
}

/**
 * The dashboard's numbers, from GET /api/dashboard. Without `stats` (still
 * loading) the same cards show placeholders, announced as loading; `withClients` then says whether
 * the clients' card will come (staff only).
 */
export function StatCards({ stats, withClients = false }: { stats?: DashboardStats; withClients?: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const clients = stats ? stats.clients !== null : withClients;
  return (
    <section aria-labelledby={headingId} aria-busy={!stats}>
      <VisuallyHidden>
        <Title order={2} id={headingId}>
          {t('appointments.dashboard.statsLabel')}
        </Title>
        {!stats && <span role="status">{t('common.loading')}</span>}
      </VisuallyHidden>
      <SimpleGrid cols={{ base: 2, md: 3, xl: clients ? 6 : 5 }} spacing={{ base: 'sm', sm: 'md' }}>
        <StatCard icon={IconCalendarEvent} label={t('appointments.dashboard.totalAppointments')}>
          <Count value={stats?.totalAppointments} />
        </StatCard>
        <StatCard icon={IconClockHour4} label={t('appointments.dashboard.pendingAppointments')}>
          <Count value={stats?.pendingAppointments} />
        </StatCard>
        <StatCard icon={IconCalendarCheck} label={t('appointments.dashboard.completedAppointments')}>
          <Count value={stats?.completedAppointments} />
        </StatCard>
        <StatCard icon={IconMessages} label={t('appointments.dashboard.unreadMessages')}>
          <Count value={stats?.unreadMessages} />
        </StatCard>
        <StatCard icon={IconFiles} label={t('appointments.dashboard.documents')}>
          <Count value={stats?.documents} />
        </StatCard>
        {clients && (
          <StatCard icon={IconUsers} label={t('appointments.dashboard.clients')}>
            <Count value={stats?.clients ?? undefined} />
          </StatCard>
        )}
      </SimpleGrid>
    </section>
  );
}
