import { Box, Button, Container } from '@mantine/core';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenFrom } from '@/lib/screen-width';
import { MobileNav } from './MobileNav';
import { NavBadgesContext, noNavBadges, type NavBadges } from './nav-badges';
import { Sidebar } from './shell-parts';
import { ShellUserContext, type ShellUser } from './shell-user';

const SIDEBAR_WIDTH = 280;
const BOTTOM_BAR_CLEARANCE = 88;
const MAIN_ID = 'conteudo';

/** The first stop of the keyboard on every page: past the navigation, to the page itself. Out of sight until focused. */
function SkipLink() {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(false);
  return (
    <Button
      component="a"
      href={`#${MAIN_ID}`}
      pos="fixed"
      top={8}
      left={8}
      style={{ zIndex: 1000, transform: focused ? 'none' : 'translateY(-200%)' }}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={() => {
        setFocused(false);
      }}
    >
      {t('navigation.skipToContent')}
    </Button>
  );
}

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
  useEffect(() => {
    if (wide) return;
    // The bottom bar covers the foot of the screen: what the keyboard focuses scrolls to above it.
    const page = document.documentElement.style;
    page.scrollPaddingBottom = `${String(BOTTOM_BAR_CLEARANCE)}px`;
    return () => {
      page.scrollPaddingBottom = '';
    };
  }, [wide]);
  return (
    <ShellUserContext.Provider value={user}>
      <NavBadgesContext.Provider value={navBadges}>
        <SkipLink />
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
          <Box
            component="main"
            id={MAIN_ID}
            tabIndex={-1}
            flex={1}
            miw={0}
            pt="xl"
            pb={wide ? 'xl' : BOTTOM_BAR_CLEARANCE}
          >
            <Container size="lg">{children}</Container>
          </Box>
        </Box>
        {!wide && <MobileNav user={user} onSignOut={onSignOut} isSigningOut={isSigningOut} />}
      </NavBadgesContext.Provider>
    </ShellUserContext.Provider>
  );
}
