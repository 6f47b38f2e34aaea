import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { FullPageError } from '@/components/FullPageError';

/** Shown when a page cannot be opened, typically a chunk gone after a new release. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <FullPageError
      title={t('errors.pageFailedTitle')}
      message={t('errors.pageFailedMessage')}
      actionLabel={t('errors.reload')}
      onAction={() => {
        window.location.reload();
      }}
    />
  );
}

/** Catches what a page throws while it loads or renders; going to another address tries again. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}
