import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { paths } from '@/config/paths';
import { mayBeSignedIn } from '@/lib/session-hint';
import { authApi, useGetCurrentUserQuery } from '../api';

/**
 * Keeps a signed-in user away from the sign-in page. A browser that had no session asks nobody (the
 * server's 401 would be a console error on every first visit); a sign-in made here redirects at once.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const known = authApi.endpoints.getCurrentUser.useQueryState();
  const { data: asked, isLoading } = useGetCurrentUserQuery(undefined, { skip: !known.data && !mayBeSignedIn() });
  const user = known.data ?? asked;

  if (isLoading) return <FullPageSpinner />;
  if (user) return <Navigate to={paths.home} replace />;
  return children;
}
