import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { mayBeSignedIn } from '@/lib/session-hint';
import { authApi, useGetCurrentUserQuery } from '../api';
import { returnPathFrom } from '../paths';

/**
 * Keeps a signed-in user away from the sign-in page: to the portal's page that sent them to sign in
 * (`?next=`), or home. A browser that had no session asks nobody (the
 * server's 401 would be a console error on every first visit); a sign-in made here redirects at once.
 * While the server answers, the sign-in page stays: the hint outlives the session cookie, which ends
 * with the browser, so most who come back here are signed out (and the page they were sent, drawn at
 * build time, must not give way to a spinner).
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const known = authApi.endpoints.getCurrentUser.useQueryState();
  const { data: asked } = useGetCurrentUserQuery(undefined, { skip: !known.data && !mayBeSignedIn() });
  const user = known.data ?? asked;

  if (user) return <Navigate to={returnPathFrom(params.get('next')) ?? paths.home} replace />;
  return children;
}
