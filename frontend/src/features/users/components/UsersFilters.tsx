import { Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@/features/auth';
import type { UsersManagementState } from '../hooks/use-users-management';
import '../i18n';

function isRoleFilter(value: string): value is Role | '' {
  return value === '' || value === 'admin' || value === 'user';
}

type UsersFiltersProps = Pick<UsersManagementState, 'search' | 'changeSearch' | 'role' | 'changeRole'>;

/** The search by name or e-mail and the role filter. */
export function UsersFilters({ search, changeSearch, role, changeRole }: UsersFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group role="search" aria-label={t('users.filters.label')} gap="md" align="flex-end">
      <TextInput
        type="search"
        label={t('users.filters.search')}
        placeholder={t('users.filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => {
          changeSearch(event.currentTarget.value);
        }}
        flex={1}
        miw={220}
      />
      <NativeSelect
        label={t('users.filters.role')}
        value={role}
        onChange={(event) => {
          const value = event.currentTarget.value;
          changeRole(isRoleFilter(value) ? value : null);
        }}
        data={[
          { value: '', label: t('users.filters.allRoles') },
          { value: 'admin', label: t('roles.admin') },
          { value: 'user', label: t('roles.user') },
        ]}
        w={{ base: '100%', xs: 200 }}
      />
    </Group>
  );
}
