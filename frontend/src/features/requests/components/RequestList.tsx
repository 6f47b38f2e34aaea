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
  /** Staff: each title links to the request's page in the inbox. */
  linkTo?: (request: RequestSummary) => string;
}

/** Requests a page at a time, with their loading, error and empty states. */
export function RequestList({ filters, page, onPageChange, linkTo }: RequestListProps) {
  const { t } = useTranslation();
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
        pagination: 'requests',
      }}
      renderItem={(request) => (
        <Paper component="li" key={request.id} withBorder radius="md" p="md">
          <Stack gap={4}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              {linkTo ? (
                <Anchor component={Link} to={linkTo(request)} fw={request.unread ? 700 : 500}>
                  {request.title}
                </Anchor>
              ) : (
                <Text fw={500}>{request.title}</Text>
              )}
              <Group gap="xs">
                {linkTo && request.unread && (
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
              {linkTo && ` · ${request.clientName}`}
            </Text>
            {linkTo && <AssigneeText name={request.assignedName} />}
            {/* Staff's answers are messages: the client is told where to read them. */}
            {!linkTo && request.status === 'answered' && (
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
