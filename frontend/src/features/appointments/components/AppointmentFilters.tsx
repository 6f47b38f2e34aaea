import { Button, Checkbox, Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarAriaLabels } from '@/lib/calendar-labels';
import { SHOWN_DAY_FORMAT } from '../lib/dates';
import { isAppointmentStatus } from '../lib/status';
import { noFilters, type Filters } from '../lib/filters';
import { APPOINTMENT_STATUSES } from '../types';
import '../i18n';

const SEARCH_DELAY_MS = 300;
const ANY_STATUS = 'all';

interface AppointmentFiltersProps {
  value: Filters;
  onChange: (filters: Filters) => void;
}

/** From and to days, the status, a search over the client's name or e-mail, and 'Só prioritários'. */
export function AppointmentFilters({ value, onChange }: AppointmentFiltersProps) {
  const { t } = useTranslation();
  // The search box answers each key at once; the list follows once typing pauses.
  const [search, setSearch] = useState(value.q);
  const searchLater = useDebouncedCallback((q: string) => {
    onChange({ ...value, q });
  }, SEARCH_DELAY_MS);
  const dayFilter = (field: 'from' | 'to') => ({
    valueFormat: SHOWN_DAY_FORMAT,
    clearable: true,
    value: value[field] === '' ? null : value[field],
    onChange: (day: string | null) => {
      onChange({ ...value, [field]: day ?? '' });
    },
    w: { base: '100%', xs: 160 },
    clearButtonProps: { 'aria-label': t('appointments.filters.clearDay') },
    ariaLabels: calendarAriaLabels(t),
    // Mantine leaves the focus on the page behind once a day is picked; back to the field instead.
    popoverProps: { returnFocus: true },
  });

  return (
    <Group role="search" aria-label={t('appointments.filters.label')} gap="sm" align="flex-end" wrap="wrap">
      <DatePickerInput label={t('appointments.filters.from')} {...dayFilter('from')} maxDate={value.to || undefined} />
      <DatePickerInput label={t('appointments.filters.to')} {...dayFilter('to')} minDate={value.from || undefined} />
      <Select
        label={t('appointments.filters.status')}
        w={{ base: '100%', xs: 160 }}
        data={[
          { value: ANY_STATUS, label: t('appointments.filters.anyStatus') },
          ...APPOINTMENT_STATUSES.map((status) => ({ value: status, label: t(`appointments.status.${status}`) })),
        ]}
        value={value.status || ANY_STATUS}
        allowDeselect={false}
        onChange={(status) => {
          onChange({ ...value, status: status && isAppointmentStatus(status) ? status : '' });
        }}
      />
      <TextInput
        label={t('appointments.filters.search')}
        placeholder={t('appointments.filters.searchPlaceholder')}
        type="search"
        w={{ base: '100%', xs: 220 }}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          searchLater(event.currentTarget.value);
        }}
      />
      <Checkbox
        label={t('priority.onlyPriority')}
        checked={value.priority === 'true'}
        onChange={(event) => {
          onChange({ ...value, priority: event.currentTarget.checked ? 'true' : '' });
        }}
        mb={8}
      />
      <Button
        variant="subtle"
        onClick={() => {
          setSearch('');
          onChange(noFilters);
        }}
      >
        {t('appointments.filters.clear')}
      </Button>
    </Group>
  );
}
