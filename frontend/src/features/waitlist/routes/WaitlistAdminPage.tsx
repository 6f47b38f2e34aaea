import { Badge, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import dayjs from 'dayjs';
import { brasiliaHourMinute } from '@/lib/dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, LoadingState } from '@/components/LoadStates';
import { PageHeader } from '@/components/PageHeader';
import { formatDay } from '@/features/appointments';
import { DayInput } from '@/components/form';
import { useListWaitlistQuery, type WaitlistEntry } from '../api';
import '../i18n';

const STATUS_COLORS = { waiting: 'blue', offered: 'orange', booked: 'teal', lapsed: 'gray' } as const;

/** /admin/waitlist (staff): a day's waitlist by place, first come first, with each hold. */
export default function WaitlistAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('app.pageDocumentTitle', { page: t('waitlist.admin.title') }));
  const [date, setDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [location, setLocation] = useState<string | null>(null);
  const day = useListWaitlistQuery({ date }, { skip: date === '' });
  const places = [...new Set((day.data ?? []).map((entry) => entry.location))];
  const shown = (day.data ?? []).filter((entry) => location === null || entry.location === location);

  return (
    <>
      <PageHeader title={t('waitlist.admin.title')} subtitle={t('waitlist.admin.subtitle')} />
      <Group mb="lg" align="end">
        <DayInput label={t('waitlist.admin.date')} value={date} onChange={setDate} />
        <Select
          label={t('waitlist.admin.location')}
          placeholder={t('waitlist.admin.allLocations')}
          data={places}
          value={location}
          onChange={setLocation}
          clearable
          w={320}
        />
      </Group>
      {day.isLoading ? (
        <LoadingState label={t('waitlist.admin.loading')} />
      ) : day.error ? (
        <LoadError
          title={t('waitlist.admin.title')}
          error={day.error}
          onRetry={() => {
            void day.refetch();
          }}
        />
      ) : shown.length === 0 ? (
        <EmptyState message={t('waitlist.admin.empty')} />
      ) : (
        <Stack gap="lg">
          {[...new Set(shown.map((entry) => entry.location))].map((place) => (
            <PlaceLine key={place} place={place} entries={shown.filter((entry) => entry.location === place)} />
          ))}
        </Stack>
      )}
    </>
  );
}

function PlaceLine({ place, entries }: { place: string; entries: WaitlistEntry[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text fw={700} component="h2" size="lg">
        {place} · {formatDay(entries[0]?.date ?? '')}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={`${t('waitlist.admin.tableLabel')}: ${place}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('waitlist.admin.position')}</Table.Th>
              <Table.Th>{t('waitlist.admin.client')}</Table.Th>
              <Table.Th>{t('waitlist.admin.service')}</Table.Th>
              <Table.Th>{t('waitlist.admin.status')}</Table.Th>
              <Table.Th>{t('waitlist.admin.joinedAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry, index) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  {entry.clientName}
                  <Text size="xs" c="dimmed">
                    {entry.clientEmail}
                  </Text>
                </Table.Td>
                <Table.Td>{entry.serviceName}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[entry.status]} variant="light">
                    {t(`waitlist.admin.statuses.${entry.status}`)}
                  </Badge>
                  {entry.heldTime && entry.heldUntil && (
                    <Text size="xs">
                      {t('waitlist.admin.held', {
                        time: entry.heldTime,
                        until: brasiliaHourMinute(entry.heldUntil),
                      })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{dayjs(entry.createdAt).format('DD/MM/YYYY HH:mm')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
