import { Badge, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { brasiliaDateTime, brasiliaHourMinute } from '@/lib/dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, LoadingState } from '@/components/LoadStates';
import { PageHeader } from '@/components/PageHeader';
import { formatDay } from '@/features/appointments';
import { DayInput } from '@/components/form';
import { useListWaitlistQuery, type WaitlistEntry } from '../api';
import { useScreenFrom } from '@/lib/screen-width';
import '../i18n';

/** Filled, in shades dark enough for white text (WCAG AA). */
const STATUS_COLORS = { waiting: 'blue.8', offered: 'grape.8', booked: 'teal.9', lapsed: 'gray.7' } as const;

/** One day's line at one place. */
interface Line {
  date: string;
  place: string;
  entries: WaitlistEntry[];
}

/** The entries as lines, by day then place, each in the order people joined (the server's order). */
function linesOf(entries: WaitlistEntry[]): Line[] {
  const lines = new Map<string, Line>();
  for (const entry of entries) {
    const key = `${entry.date} ${entry.location}`;
    const line = lines.get(key) ?? { date: entry.date, place: entry.location, entries: [] };
    line.entries.push(entry);
    lines.set(key, line);
  }
  return [...lines.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * /admin/waitlist (staff): everyone waiting from today on, by day and place, first come first, with
 * each hold; a day or a place narrows it.
 */
export default function WaitlistAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('app.pageDocumentTitle', { page: t('waitlist.admin.title') }));
  const [date, setDate] = useState('');
  const [location, setLocation] = useState<string | null>(null);
  const found = useListWaitlistQuery(date === '' ? {} : { date });
  const places = [...new Set((found.data ?? []).map((entry) => entry.location))].sort((a, b) =>
    a.localeCompare(b, 'pt-BR'),
  );
  const shown = (found.data ?? []).filter((entry) => location === null || entry.location === location);

  return (
    <>
      <PageHeader title={t('waitlist.admin.title')} subtitle={t('waitlist.admin.subtitle')} />
      <Group mb="lg" align="start">
        <DayInput
          label={t('waitlist.admin.date')}
          description={t('waitlist.admin.dateHint')}
          value={date}
          onChange={setDate}
          clearable
          w={{ base: '100%', sm: 220 }}
        />
        <Select
          label={t('waitlist.admin.location')}
          description={t('waitlist.admin.locationHint')}
          placeholder={t('waitlist.admin.allLocations')}
          data={places}
          value={location}
          onChange={setLocation}
          clearable
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      {found.isLoading ? (
        <LoadingState label={t('waitlist.admin.loading')} />
      ) : found.error ? (
        <LoadError
          title={t('waitlist.admin.title')}
          error={found.error}
          onRetry={() => {
            void found.refetch();
          }}
        />
      ) : shown.length === 0 ? (
        <EmptyState message={t(date === '' ? 'waitlist.admin.emptyAhead' : 'waitlist.admin.empty')} />
      ) : (
        <Stack gap="lg">
          {linesOf(shown).map((line) => (
            <PlaceLine key={`${line.date} ${line.place}`} line={line} />
          ))}
        </Stack>
      )}
    </>
  );
}

function PlaceLine({ line: { date, place, entries } }: { line: Line }) {
  const { t } = useTranslation();
  // Beside the sidebar, only a wide screen has room for five columns; otherwise three, the service
  // under the client and the arrival under the status.
  const wide = useScreenFrom('lg');
  // The dot stays with the day, so a long place name wraps on its own.
  const heading = `${formatDay(date)}\u00a0· ${place}`;
  return (
    <Stack gap="xs">
      <Text fw={700} component="h2" size="lg">
        {heading}
      </Text>
      {/* Fixed columns, so the day's tables line up one under the other. */}
      <Table striped layout={wide ? 'fixed' : 'auto'} aria-label={`${t('waitlist.admin.tableLabel')}: ${heading}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={wide ? 100 : undefined}>{t('waitlist.admin.position')}</Table.Th>
            <Table.Th>{t('waitlist.admin.client')}</Table.Th>
            {wide && <Table.Th w="28%">{t('waitlist.admin.service')}</Table.Th>}
            <Table.Th w={wide ? 220 : undefined}>{t('waitlist.admin.status')}</Table.Th>
            {wide && <Table.Th w={160}>{t('waitlist.admin.joinedAt')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry, index) => {
            const joinedAt = brasiliaDateTime(entry.createdAt);
            return (
              <Table.Tr key={entry.id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  {entry.clientName}
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {entry.clientEmail}
                  </Text>
                  {!wide && <Text size="xs">{entry.serviceName}</Text>}
                </Table.Td>
                {wide && <Table.Td>{entry.serviceName}</Table.Td>}
                <Table.Td>
                  <EntryStatus entry={entry} />
                  {!wide && (
                    <Text size="xs" c="dimmed">
                      {t('waitlist.admin.joinedOn', { when: joinedAt })}
                    </Text>
                  )}
                </Table.Td>
                {wide && <Table.Td>{joinedAt}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The entry's status, and once a slot was held for it, which and what became of it. */
function EntryStatus({ entry }: { entry: WaitlistEntry }) {
  const { t } = useTranslation();
  const { status, heldTime, heldUntil } = entry;
  return (
    <>
      <Badge color={STATUS_COLORS[status]} variant="filled" radius="sm">
        {t(`waitlist.admin.statuses.${status}`)}
      </Badge>
      {status !== 'waiting' && heldTime && heldUntil && (
        <Text size="xs">
          {t(`waitlist.admin.held.${status}`, { time: heldTime, until: brasiliaHourMinute(heldUntil) })}
        </Text>
      )}
    </>
  );
}
