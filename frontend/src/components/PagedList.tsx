import { Group, Pagination, Stack, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPanel } from './IconPanel';
import { LoadError, LoadingState } from './LoadStates';

/** What a paged list needs of its RTK Query result. */
export interface PagedQuery<T> {
  currentData?: { items: T[]; total: number };
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PagedListTexts {
  loadFailed: string;
  loading: string;
  /** The list's accessible name. */
  label: string;
  empty: { icon: ReactNode; title: string; hint: string };
  /** Where the pages' texts live: `label`, `page` and one per control under `<pagination>.pagination`. */
  pagination: 'documents' | 'messages' | 'processTracking.staff' | 'requests';
}

interface PagedListProps<T> {
  query: PagedQuery<T>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  texts: PagedListTexts;
  renderItem: (item: T) => ReactNode;
}

/** One page of a list, with its loading, error and empty states and the pages under it. */
export function PagedList<T>({ query, page, pageSize, onPageChange, texts, renderItem }: PagedListProps<T>) {
  const { t } = useTranslation();
  const { currentData, error, isError, isFetching, refetch } = query;
  const pages = texts.pagination;
  const totalPages = currentData ? Math.ceil(currentData.total / pageSize) : 0;
  // After deleting the last item of the last page, show the page before it.
  const pastTheEnd = currentData?.items.length === 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) onPageChange(Math.max(1, totalPages));
  }, [pastTheEnd, totalPages, onPageChange]);

  if (isError && !currentData) {
    return <LoadError title={texts.loadFailed} error={error} onRetry={() => void refetch()} gap="xs" />;
  }
  if (!currentData || pastTheEnd) {
    return <LoadingState label={texts.loading} />;
  }
  if (currentData.items.length === 0) {
    return (
      <IconPanel icon={texts.empty.icon} iconSize={48} iconVariant="light" gap="xs">
        <Text fw={600}>{texts.empty.title}</Text>
        <Text size="sm" c="dimmed">
          {texts.empty.hint}
        </Text>
      </IconPanel>
    );
  }

  return (
    <Stack gap="md">
      <Stack
        component="ul"
        role="list"
        aria-label={texts.label}
        aria-busy={isFetching}
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {currentData.items.map(renderItem)}
      </Stack>
      {totalPages > 1 && (
        <Group justify="center" component="nav" aria-label={t(`${pages}.pagination.label`)}>
          <Pagination
            total={totalPages}
            value={page}
            onChange={onPageChange}
            siblings={1}
            getItemProps={(item) => ({ 'aria-label': t(`${pages}.pagination.page`, { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`${pages}.pagination.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}
