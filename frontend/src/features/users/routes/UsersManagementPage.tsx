import { Alert, Box, Button, Group, NativeSelect, Pagination, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentSpinner } from '@/components/FullPageSpinner';
import { PageHeader } from '@/components/PageHeader';
import { useGetCurrentUserQuery, type Role, type User } from '@/features/auth';
import { toApiError } from '@/lib/api-error';
import { useListUsersQuery } from '../api';
import { DeleteUserDialog } from '../components/DeleteUserDialog';
import { EditUserDialog } from '../components/EditUserDialog';
import { UsersList } from '../components/UsersList';

export const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

function isRoleFilter(value: string): value is Role | '' {
  return value === '' || value === 'admin' || value === 'user';
}

/** A dialog's target stays after it closes, so the closing animation still shows its text. */
interface DialogState {
  opened: boolean;
  user: User | null;
}
const closedDialog: DialogState = { opened: false, user: null };

/** /users-management (admin): find users, change their role and access, remove them. */
export default function UsersManagementPage() {
  const { t } = useTranslation();
  const { data: currentUser } = useGetCurrentUserQuery();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [role, setRole] = useState<Role | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<DialogState>(closedDialog);
  const [removing, setRemoving] = useState<DialogState>(closedDialog);
  const { data, error, isLoading, isFetching, refetch } = useListUsersQuery({ q, role, page, pageSize: PAGE_SIZE });

  const filtered = q !== '' || role !== '';
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  function clearFilters() {
    setSearch('');
    setRole('');
    setPage(1);
  }

  let content;
  if (isLoading) {
    content = <ContentSpinner />;
  } else if (error && !data) {
    content = (
      <Alert color="red" variant="light" title={t('users.loadFailed')} icon={<IconAlertTriangle aria-hidden="true" />}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{toApiError(error).text}</Text>
          <Button size="xs" variant="default" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!data || data.total === 0) {
    content = (
      <Stack align="center" gap="sm" py="xl" ta="center">
        <IconUsers size={40} aria-hidden="true" color="var(--mantine-color-dimmed)" />
        <Text>{filtered ? t('users.empty.filtered') : t('users.empty.none')}</Text>
        {filtered && (
          <Button variant="default" size="xs" onClick={clearFilters}>
            {t('users.filters.clear')}
          </Button>
        )}
      </Stack>
    );
  } else {
    const from = (data.page - 1) * data.pageSize + 1;
    const to = from + data.items.length - 1;
    content = (
      <Stack gap="md">
        <Box aria-busy={isFetching} style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <UsersList
            users={data.items}
            currentUserId={currentUser?.id}
            onEdit={(user) => {
              setEditing({ opened: true, user });
            }}
            onRemove={(user) => {
              setRemoving({ opened: true, user });
            }}
          />
        </Box>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('users.table.range', { from, to, total: data.total })}
          </Text>
          {lastPage > 1 && (
            <Pagination
              total={lastPage}
              value={page}
              onChange={setPage}
              size="sm"
              aria-label={t('users.table.pagination')}
              getItemProps={(item) => ({ 'aria-label': t('users.table.page', { page: item }) })}
              getControlProps={(control) =>
                control === 'previous'
                  ? { 'aria-label': t('users.table.previousPage') }
                  : control === 'next'
                    ? { 'aria-label': t('users.table.nextPage') }
                    : {}
              }
            />
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={t('pages.usersManagement.title')} subtitle={t('pages.usersManagement.subtitle')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <Group role="search" aria-label={t('users.filters.label')} gap="md" align="flex-end">
            <TextInput
              type="search"
              label={t('users.filters.search')}
              placeholder={t('users.filters.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              flex={1}
              miw={220}
            />
            <NativeSelect
              label={t('users.filters.role')}
              value={role}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (isRoleFilter(value)) setRole(value);
                setPage(1);
              }}
              data={[
                { value: '', label: t('users.filters.allRoles') },
                { value: 'admin', label: t('roles.admin') },
                { value: 'user', label: t('roles.user') },
              ]}
              w={{ base: '100%', xs: 200 }}
            />
          </Group>
          {content}
        </Stack>
      </Paper>
      <EditUserDialog
        opened={editing.opened}
        user={editing.user}
        isSelf={editing.user?.id === currentUser?.id}
        onClose={() => {
          setEditing((state) => ({ ...state, opened: false }));
        }}
      />
      <DeleteUserDialog
        opened={removing.opened}
        user={removing.user}
        onClose={() => {
          setRemoving((state) => ({ ...state, opened: false }));
        }}
        onRemoved={() => {
          // Removing the only user of the last page goes back to the page before it.
          if (data?.items.length === 1 && page > 1) setPage(page - 1);
        }}
      />
    </>
  );
}
