import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { paths } from '@/config/paths';
import { useGetCurrentUserQuery } from '../api';

/** The start of the portal: the dashboard for a signed-in user, the sign-in page for anyone else. */
export function RootRedirect() {
  const { data: user, isLoading } = useGetCurrentUserQuery();

  if (isLoading) return <FullPageSpinner />;
  return <Navigate to={user ? paths.home : paths.auth} replace />;
}
