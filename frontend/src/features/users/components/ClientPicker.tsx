import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListUsersQuery } from '../api';
import '../i18n';

interface ClientPickerProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  required?: boolean;
  error?: string;
}

/** Staff choose a client, searching accounts by name, e-mail or user name. */
export function ClientPicker({ value, onChange, label, required = false, error }: ClientPickerProps) {
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
      label={label}
      placeholder={t('users.clientPicker.placeholder')}
      withAsterisk={required}
      clearable={!required}
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
      openOnFocus={!error}
      nothingFoundMessage={t('users.clientPicker.nothingFound')}
      maw={480}
    />
  );
}
