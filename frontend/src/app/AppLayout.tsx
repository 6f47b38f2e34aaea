import { Suspense, useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { AppShell, type NavBadges } from '@/components/AppShell';
import { ContentSpinner } from '@/components/FullPageSpinner';
import { useGetCurrentUserQuery, useSignOut } from '@/features/auth';
import { UnreadMessagesBadge, UnreadMessagesIndicator } from '@/features/messages';
import { RequestsUnreadBadge } from '@/features/requests';
import './i18n/shell-texts';

// Mensagens carries the unread count: a badge in the menus, a dot on the bottom bar's icon; the
// staff's Administração carries the requests no one opened yet (the inbox is linked from there:
// the sidebar has no room for another entry on a laptop screen).
function navBadgesFor(isAdmin: boolean): NavBadges {
  return {
    badge: (key) => {
      if (key === 'messages') return <UnreadMessagesBadge />;
      if (key === 'admin') return <RequestsUnreadBadge isAdmin={isAdmin} />;
      return undefined;
    },
    indicator: (key, icon) => (key === 'messages' ? <UnreadMessagesIndicator>{icon}</UnreadMessagesIndicator> : icon),
  };
}

/** The shell around every signed-in page, showing the user the server reports. */
export default function AppLayout() {
  const { data: user } = useGetCurrentUserQuery();
  const { signOut, isSigningOut } = useSignOut();
  const isAdmin = user?.role === 'admin';
  const navBadges = useMemo(() => navBadgesFor(isAdmin), [isAdmin]);

  if (!user) return null;
  return (
    <AppShell user={user} onSignOut={() => void signOut()} isSigningOut={isSigningOut} navBadges={navBadges}>
      <Suspense fallback={<ContentSpinner />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
