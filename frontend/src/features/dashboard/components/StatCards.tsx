import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
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
          <Text size="sm" c="dimmed" id={labelId} lh={1.2}>
            {label}
          </Text>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function Count({ value }: { value: number }) {
  return (
    <Text fz={28} fw={700} lh={1.1}>
      {value.toLocaleString('pt-BR')}
    </Text>
  );
}

/** The dashboard's numbers (spec part 1, section 2), from GET /api/dashboard. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <VisuallyHidden>
        <Title order={2} id={headingId}>
          {t('appointments.dashboard.statsLabel')}
        </Title>
      </VisuallyHidden>
      <SimpleGrid cols={{ base: 2, md: 3, xl: stats.clients === null ? 5 : 6 }} spacing={{ base: 'sm', sm: 'md' }}>
        <StatCard icon={IconCalendarEvent} label={t('appointments.dashboard.totalAppointments')}>
          <Count value={stats.totalAppointments} />
        </StatCard>
        <StatCard icon={IconClockHour4} label={t('appointments.dashboard.pendingAppointments')}>
          <Count value={stats.pendingAppointments} />
        </StatCard>
        <StatCard icon={IconCalendarCheck} label={t('appointments.dashboard.completedAppointments')}>
          <Count value={stats.completedAppointments} />
        </StatCard>
        <StatCard icon={IconMessages} label={t('appointments.dashboard.unreadMessages')}>
          <Count value={stats.unreadMessages} />
        </StatCard>
        <StatCard icon={IconFiles} label={t('appointments.dashboard.documents')}>
          <Count value={stats.documents} />
        </StatCard>
        {stats.clients !== null && (
          <StatCard icon={IconUsers} label={t('appointments.dashboard.clients')}>
            <Count value={stats.clients} />
          </StatCard>
        )}
      </SimpleGrid>
    </section>
  );
}
