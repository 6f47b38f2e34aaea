import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PagedList } from '@/components/PagedList';
import { PriorityBadge } from '@/components/PriorityBadge';
import { paths } from '@/config/paths';
import { formatDateTime } from '../lib/format';
import { useGetRequestsQuery } from '../api';
import type { RequestsQuery, RequestSummary } from '../types';
import { AssigneeText, RequestStatusBadge } from './RequestStatusBadge';
import '../i18n';

export const REQUESTS_PAGE_SIZE = 10;

interface RequestListProps {
  filters: Omit<RequestsQuery, 'page' | 'pageSize'>;
  page: number;
  onPageChange: (page: number) => void;
  /** Staff see every client's requests, unread and who is responsible; a client, her own. */
  view: 'staff' | 'client';
}

/** Requests a page at a time, with their loading, error and empty states. */
export function RequestList({ filters, page, onPageChange, view }: RequestListProps) {
  const { t } = useTranslation();
  const staff = view === 'staff';
  const pageOf = (request: RequestSummary) => `${staff ? paths.requestsInbox : paths.requests}/${String(request.id)}`;
  const query = useGetRequestsQuery({ ...filters, page, pageSize: REQUESTS_PAGE_SIZE });
  return (
    <PagedList
      query={query}
      page={page}
      pageSize={REQUESTS_PAGE_SIZE}
      onPageChange={onPageChange}
      texts={{
        loadFailed: t('requests.list.loadFailed'),
        loading: t('requests.list.loading'),
        label: t('requests.list.label'),
        empty: { icon: <IconInbox size={26} />, title: t('requests.list.empty'), hint: t('requests.list.emptyHint') },
        pagesLabel: t('requests.pagination'),
      }}
      renderItem={(request) => (
        <Paper component="li" key={request.id} withBorder radius="md" p="md">
          <Stack gap={4}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Anchor component={Link} to={pageOf(request)} fw={staff && request.unread ? 700 : 500}>
                {request.title}
              </Anchor>
              <Group gap="xs">
                {staff && request.unread && (
                  <Badge color="red.9" variant="filled" size="sm" radius="sm">
                    {t('requests.list.unread')}
                  </Badge>
                )}
                <PriorityBadge priority={request.priority} />
                <RequestStatusBadge status={request.status} />
              </Group>
            </Group>
            <Text size="sm" c="dimmed">
              {t(`requests.kind.${request.kind}`)} ·{' '}
              {t('requests.list.sentOn', { date: formatDateTime(request.createdAt) })}
              {staff && ` · ${request.clientName}`}
            </Text>
            {staff && <AssigneeText name={request.assignedName} />}
            {/* Staff's answers are messages too: the client is told where else to read them. */}
            {!staff && request.status === 'answered' && (
              <Anchor component={Link} to={paths.messages} size="sm">
                {t('requests.list.answerInMessages')}
              </Anchor>
            )}
          </Stack>
        </Paper>
      )}
    />
  );
}
