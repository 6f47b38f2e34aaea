import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AppShell } from '@/components/AppShell';
import { ContentSpinner } from '@/components/FullPageSpinner';
import { useGetCurrentUserQuery, useSignOut } from '@/features/auth';

/** The shell around every signed-in page, showing the user the server reports. */
export default function AppLayout() {
  const { data: user } = useGetCurrentUserQuery();
  const { signOut, isSigningOut } = useSignOut();

  if (!user) return null;
  return (
    <AppShell user={user} onSignOut={() => void signOut()} isSigningOut={isSigningOut}>
      <Suspense fallback={<ContentSpinner />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
