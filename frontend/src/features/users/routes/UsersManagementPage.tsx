import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { DeleteUserDialog } from '../components/DeleteUserDialog';
import { EditUserDialog } from '../components/EditUserDialog';
import { UsersFilters } from '../components/UsersFilters';
import { UsersResults } from '../components/UsersResults';
import { useUsersManagement } from '../hooks/use-users-management';

/** /users-management (admin): find users, change their role and access, remove them. */
export default function UsersManagementPage() {
  const { t } = useTranslation();
  const state = useUsersManagement();

  return (
    <>
      <PageHeader title={t('pages.usersManagement.title')} subtitle={t('pages.usersManagement.subtitle')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <UsersFilters
            search={state.search}
            changeSearch={state.changeSearch}
            role={state.role}
            changeRole={state.changeRole}
          />
          <UsersResults state={state} />
        </Stack>
      </Paper>
      <EditUserDialog
        opened={state.editing.opened}
        user={state.editing.user}
        isSelf={state.editing.user?.id === state.currentUser?.id}
        onClose={state.closeEdit}
      />
      <DeleteUserDialog
        opened={state.removing.opened}
        user={state.removing.user}
        onClose={state.closeRemove}
        onRemoved={state.removed}
      />
    </>
  );
}
