import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContentSpinner } from '@/components/FullPageSpinner';
import { LoadError } from '@/components/LoadStates';
import { PageControls } from '@/components/PageControls';
import type { UsersManagementState } from '../hooks/use-users-management';
import { UsersList } from './UsersList';
import '../i18n';

/** The page of users found, or what to show instead: loading, the error with a retry, nobody found. */
export function UsersResults({ state }: { state: UsersManagementState }) {
  const { t } = useTranslation();
  const { data, error, isLoading, isFetching, refetch } = state.query;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  if (isLoading) return <ContentSpinner />;
  if (error && !data) {
    return <LoadError title={t('users.loadFailed')} error={error} onRetry={() => void refetch()} />;
  }
  if (!data || data.total === 0) {
    return (
      <Stack align="center" gap="sm" py="xl" ta="center">
        <IconUsers size={40} aria-hidden="true" color="var(--mantine-color-dimmed)" />
        <Text>{state.filtered ? t('users.empty.filtered') : t('users.empty.none')}</Text>
        {state.filtered && (
          <Button variant="default" size="xs" onClick={state.clearFilters}>
            {t('users.filters.clear')}
          </Button>
        )}
      </Stack>
    );
  }
  const from = (data.page - 1) * data.pageSize + 1;
  const to = from + data.items.length - 1;
  return (
    <Stack gap="md">
      <Box aria-busy={isFetching} style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <UsersList
          users={data.items}
          currentUserId={state.currentUser?.id}
          onEdit={state.edit}
          onRemove={state.remove}
        />
      </Box>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t('users.table.range', { from, to, total: data.total })}
        </Text>
        {lastPage > 1 && (
          <PageControls
            label={t('users.table.pagination')}
            total={lastPage}
            value={state.page}
            onChange={state.setPage}
            size="sm"
          />
        )}
      </Group>
    </Stack>
  );
}
