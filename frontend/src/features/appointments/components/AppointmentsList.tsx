import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AppointmentPage, AppointmentSummary } from '../types';
import { AppointmentCard, AppointmentRow } from './AppointmentItems';
import { ColumnHeads } from '@/components/ColumnHeads';
import { PageControls } from '@/components/PageControls';
import { useScreenFrom } from '@/lib/screen-width';
import '../i18n';

const LIST_COLUMNS = ['client', 'dateTime', 'service', 'location', 'status'] as const;

interface AppointmentsListProps {
  data: AppointmentPage;
  isFetching: boolean;
  page: number;
  setPage: (page: number) => void;
  openDetail: (appointment: AppointmentSummary) => void;
}

/** One page of appointments: a table on wide screens, cards on narrower ones, and the paging. */
export function AppointmentsList({ data, isFetching, page, setPage, openDetail }: AppointmentsListProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const wide = useScreenFrom('lg');
  return (
    <Stack gap="md">
      {wide ? (
        // Wide screens: the spec's table.
        <Table verticalSpacing="sm" highlightOnHover aria-busy={isFetching}>
          <VisuallyHidden component="caption">{t('appointments.list.total', { count: data.total })}</VisuallyHidden>
          <ColumnHeads
            columns={[
              ...LIST_COLUMNS.map((column) => t(`appointments.list.columns.${column}`)),
              <VisuallyHidden key="actions">{t('appointments.list.columns.actions')}</VisuallyHidden>,
            ]}
          />
          <Table.Tbody>
            {data.items.map((appointment) => (
              <AppointmentRow key={appointment.id} appointment={appointment} onDetails={openDetail} />
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        // Narrower screens: the same, one appointment under the other.
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={isFetching}>
          {data.items.map((appointment) => (
            <AppointmentCard key={appointment.id} appointment={appointment} onDetails={openDetail} />
          ))}
        </Stack>
      )}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t('appointments.list.total', { count: data.total })}
        </Text>
        {pages > 1 && (
          <PageControls
            label={t('appointments.list.pagination')}
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
          />
        )}
      </Group>
    </Stack>
  );
}
