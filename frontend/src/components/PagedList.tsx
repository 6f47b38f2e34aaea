import { Stack, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { IconPanel } from './IconPanel';
import { LoadError, LoadingState } from './LoadStates';
import { PageControls } from './PageControls';

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
  /** What an empty list shows: its title, a short hint and, where there is one, where to go instead. */
  empty: { icon: ReactNode; title: string; hint: string; action?: ReactNode };
  /** The name of the pages under the list. */
  pagesLabel: string;
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
  const { currentData, error, isError, isFetching, refetch } = query;
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
        {texts.empty.action}
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
        <PageControls
          label={texts.pagesLabel}
          total={totalPages}
          value={page}
          onChange={onPageChange}
          justify="center"
        />
      )}
    </Stack>
  );
}
