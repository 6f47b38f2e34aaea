import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useGetCurrentUserQuery, type Role, type User } from '@/features/auth';
import { useListUsersQuery } from '../api';

export const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

/** A dialog's target stays after it closes, so the closing animation still shows its text. */
export interface DialogState {
  opened: boolean;
  user: User | null;
}
const closedDialog: DialogState = { opened: false, user: null };

/** The state of /users-management: the search (sent once typing pauses), the role, the page and the dialogs. */
export function useUsersManagement() {
  const { data: currentUser } = useGetCurrentUserQuery();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [role, setRole] = useState<Role | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<DialogState>(closedDialog);
  const [removing, setRemoving] = useState<DialogState>(closedDialog);
  const query = useListUsersQuery({ q, role, page, pageSize: PAGE_SIZE });

  return {
    currentUser,
    search,
    changeSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    role,
    changeRole: (value: Role | '' | null) => {
      if (value !== null) setRole(value);
      setPage(1);
    },
    filtered: q !== '' || role !== '',
    clearFilters: () => {
      setSearch('');
      setRole('');
      setPage(1);
    },
    page,
    setPage,
    query,
    editing,
    edit: (user: User) => {
      setEditing({ opened: true, user });
    },
    closeEdit: () => {
      setEditing((state) => ({ ...state, opened: false }));
    },
    removing,
    remove: (user: User) => {
      setRemoving({ opened: true, user });
    },
    closeRemove: () => {
      setRemoving((state) => ({ ...state, opened: false }));
    },
    removed: () => {
      // Removing the only user of the last page goes back to the page before it.
      if (query.data?.items.length === 1 && page > 1) setPage(page - 1);
    },
  };
}

export type UsersManagementState = ReturnType<typeof useUsersManagement>;
