import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AppShell, type NavBadges } from '@/components/AppShell';
import { ContentSpinner } from '@/components/FullPageSpinner';
import { useGetCurrentUserQuery, useSignOut } from '@/features/auth';
import { UnreadMessagesBadge, UnreadMessagesIndicator } from '@/features/messages';

// Mensagens carries the unread count: a badge in the menus, a dot on the bottom bar's icon.
const navBadges: NavBadges = {
  badge: (key) => (key === 'messages' ? <UnreadMessagesBadge /> : undefined),
  indicator: (key, icon) => (key === 'messages' ? <UnreadMessagesIndicator>{icon}</UnreadMessagesIndicator> : icon),
};

/** The shell around every signed-in page, showing the user the server reports. */
export default function AppLayout() {
  const { data: user } = useGetCurrentUserQuery();
  const { signOut, isSigningOut } = useSignOut();

  if (!user) return null;
  return (
    <AppShell user={user} onSignOut={() => void signOut()} isSigningOut={isSigningOut} navBadges={navBadges}>
      <Suspense fallback={<ContentSpinner />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
