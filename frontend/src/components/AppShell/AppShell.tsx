import { Box, Container } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useScreenFrom } from '@/lib/screen-width';
import { MobileNav } from './MobileNav';
import { NavBadgesContext, noNavBadges, type NavBadges } from './nav-badges';
import { Sidebar } from './shell-parts';
import { ShellUserContext, type ShellUser } from './shell-user';

const SIDEBAR_WIDTH = 280;
const BOTTOM_BAR_CLEARANCE = 88;

interface AppShellProps {
  user: ShellUser;
  onSignOut: () => void;
  isSigningOut: boolean;
  navBadges?: NavBadges;
  children: ReactNode;
}

/** The frame of every signed-in page: sidebar on wide screens, bottom bar and side menu on narrow ones. */
export function AppShell({ user, onSignOut, isSigningOut, navBadges = noNavBadges, children }: AppShellProps) {
  const wide = useScreenFrom('sm');
  return (
    <ShellUserContext.Provider value={user}>
      <NavBadgesContext.Provider value={navBadges}>
        <Box display="flex" mih="100dvh">
          {wide && (
            <Box
              w={SIDEBAR_WIDTH}
              pos="sticky"
              top={0}
              h="100dvh"
              style={{ flexShrink: 0, borderRight: '1px solid var(--mantine-color-default-border)' }}
            >
              <Suspense fallback={null}>
                <Sidebar user={user} onSignOut={onSignOut} isSigningOut={isSigningOut} />
              </Suspense>
            </Box>
          )}
          <Box component="main" flex={1} miw={0} pt="xl" pb={wide ? 'xl' : BOTTOM_BAR_CLEARANCE}>
            <Container size="lg">{children}</Container>
          </Box>
        </Box>
        {!wide && <MobileNav user={user} onSignOut={onSignOut} isSigningOut={isSigningOut} />}
      </NavBadgesContext.Provider>
    </ShellUserContext.Provider>
  );
}
