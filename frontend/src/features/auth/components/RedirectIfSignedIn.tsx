import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { paths } from '@/config/paths';
import { useGetCurrentUserQuery } from '../api';

/** Keeps a signed-in user away from the sign-in page. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { data: user, isLoading } = useGetCurrentUserQuery();

  if (isLoading) return <FullPageSpinner />;
  if (user) return <Navigate to={paths.home} replace />;
  return children;
}
