import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { toApiError } from '@/lib/api-error';
import { LoadError, LoadingState } from './LoadStates';

/** A refusal in words on a page a mail's link opens: why the link or its change did not work. */
export function LinkProblem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      icon={<IconAlertTriangle aria-hidden="true" />}
      // The red title on the tinted background is too faint; the icon and border keep the red.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {children}
    </Alert>
  );
}

/** What a mail's link page says once its action is done. */
export function LinkDone({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert color="teal.9" variant="filled" role="status" title={title} icon={<IconCircleCheck aria-hidden="true" />}>
      {children}
    </Alert>
  );
}

export interface LinkQuery {
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * The loading and failure states of what a mail's link reads, or `null` once it is read. A link
 * that is unknown, used, expired or for another action (404, 409) says why and offers no retry:
 * trying again will not help; any other failure can be retried.
 */
export function linkQueryState(
  query: LinkQuery,
  { title, loadingLabel }: { title: string; loadingLabel: string },
): ReactNode {
  if (query.isLoading) return <LoadingState label={loadingLabel} />;
  if (!query.error) return null;
  const error = toApiError(query.error);
  if (error.status === 404 || error.status === 409) return <LinkProblem title={title}>{error.message}</LinkProblem>;
  return (
    <LoadError
      title={title}
      error={query.error}
      onRetry={() => {
        void query.refetch();
      }}
    />
  );
}
