import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { paths } from '@/config/paths';
import { useGetCurrentUserQuery } from '../api';

/** Shows its children only to an administrator; anyone else goes back to the start. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: user, isLoading } = useGetCurrentUserQuery();

  if (isLoading) return <FullPageSpinner />;
  if (user?.role !== 'admin') return <Navigate to={paths.root} replace />;
  return children;
}
