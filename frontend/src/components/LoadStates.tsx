import { Alert, Button, Center, Loader, Paper, Stack, Text, VisuallyHidden, type MantineSpacing } from '@mantine/core';
import type { ReactElement } from 'react';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api-error';

/** Stands where content will appear while it loads; `label` is read out (else 'Carregando...'). */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih={200} role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{label ?? t('common.loading')}</VisuallyHidden>
    </Center>
  );
}

interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  /** Space between the server's answer and the retry button. */
  gap?: MantineSpacing;
}

/** Content that could not be loaded: what failed, the server's answer, and a way to try again. */
export function LoadError({ title, error, onRetry, gap = 'sm' }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden="true" />} role="alert">
      <Stack gap={gap} align="flex-start">
        <Text size="sm">{toApiError(error).message}</Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** An empty list, said in words. */
export function EmptyState({ message }: { message: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" c="dimmed">
        <IconInbox size={32} aria-hidden="true" />
        <Text c="dimmed">{message}</Text>
      </Stack>
    </Paper>
  );
}

/** What a list's RTK Query hook gives that these states need. */
export interface ListQuery<T> {
  data?: T[];
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

/**
 * The list's items once loaded and not empty; otherwise the view to show instead: loading, the
 * error with a retry, or the empty message.
 */
export function listOrState<T>(
  query: ListQuery<T>,
  texts: { failed: string; empty: string },
): { items: T[] } | { view: ReactElement } {
  if (query.isLoading) return { view: <LoadingState /> };
  if (query.error || !query.data) {
    return {
      view: (
        <LoadError
          title={texts.failed}
          error={query.error}
          onRetry={() => {
            void query.refetch();
          }}
        />
      ),
    };
  }
  if (query.data.length === 0) return { view: <EmptyState message={texts.empty} /> };
  return { items: query.data };
}
