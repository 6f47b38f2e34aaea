import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListUsersQuery } from '@/features/users';

interface ClientPickerProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** Staff choose the client a case is for, searching accounts by name, e-mail or user name. */
export function ClientPicker({ value, onChange, error }: ClientPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const { data } = useListUsersQuery({ q: debounced, role: '', page: 1, pageSize: 20 });
  const options = (data?.items ?? []).map((user) => ({
    value: String(user.id),
    label: `${user.fullName || user.username} (${user.email})`,
  }));
  return (
    <Select
      label={t('processTracking.form.client')}
      placeholder={t('processTracking.form.clientSearch')}
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options}
      value={value || null}
      onChange={(next) => {
        onChange(next ?? '');
      }}
      error={error}
      nothingFoundMessage={t('processTracking.list.empty')}
    />
  );
}
