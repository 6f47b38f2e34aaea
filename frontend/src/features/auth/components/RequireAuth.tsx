import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageError } from '@/components/FullPageError';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { toApiError } from '@/lib/api-error';
import { onSignedOutElsewhere } from '@/lib/session-hint';
import { signedOutElsewhere, signedOutInThisTab, useGetCurrentUserQuery } from '../api';
import { signInPathFor } from '../paths';

/**
 * Shows its children only to a signed-in user; anyone else goes to the sign-in page, which brings
 * them back here once they sign in (a quick-access link, a page whose session expired), except
 * whoever just signed out, here or in another tab. A session found ended (expired, or revoked
 * elsewhere) erases the appointments kept for offline reading, as signing out does.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: user, isLoading, error, refetch } = useGetCurrentUserQuery();
  const signedOut = !isLoading && !error && !user;
  const dispatch = useDispatch();

  // A sign-out in another tab ends this tab's session as well: its pages go at once.
  useEffect(() => onSignedOutElsewhere(() => dispatch(signedOutElsewhere())), [dispatch]);

  useEffect(() => {
    // Its own chunk: only a session found ended needs it, never the first page.
    if (signedOut) void import('@/lib/offline-cards').then((cards) => cards.clearOfflineCards());
  }, [signedOut]);

  // The signed-in page mounts when the session arrives, a large render: as a deferred value it is
  // drawn in slices a slow phone can interrupt (docs/performance.md), while the spinner stays.
  const ready = useDeferredValue(!isLoading);

  if (isLoading || !ready) return <FullPageSpinner />;
  if (error) {
    return (
      <FullPageError
        title={t('session.loadFailedTitle')}
        message={toApiError(error).message}
        actionLabel={t('common.retry')}
        onAction={() => void refetch()}
      />
    );
  }
  if (!user) {
    const here = signedOutInThisTab() ? null : location.pathname + location.search;
    return <Navigate to={signInPathFor(here)} replace />;
  }
  return children;
}
