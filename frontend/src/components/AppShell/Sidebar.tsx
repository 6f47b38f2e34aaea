import { Box, Divider, Group, ScrollArea, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTallScreen } from '@/lib/screen-width';
import { ThemeSelector } from '../ThemeSelector';
import { Brand } from './Brand';
import { NavLinks, SignOutButton } from './NavLinks';
import type { ShellUser } from './shell-user';
import { UserSummary } from './UserSummary';

export interface SidebarProps {
  user: ShellUser | null;
  onSignOut: () => void;
  isSigningOut: boolean;
}

/**
 * The desktop navigation column; it renders nothing when nobody is signed in. On a short screen (a
 * phone held sideways) the account block scrolls with the menu instead of taking half its height.
 */
export function Sidebar({ user, onSignOut, isSigningOut }: SidebarProps) {
  const { t } = useTranslation();
  const tall = useTallScreen();
  if (!user) return null;

  const account = (
    <>
      <Divider />
      <Stack p="md" gap="sm">
        <UserSummary user={user} />
        {/* One row for both, so that every entry of an administrator fits an 800 px high screen. */}
        <Group gap="xs" wrap="nowrap">
          <SignOutButton flex={1} onSignOut={onSignOut} isSigningOut={isSigningOut} />
          <ThemeSelector iconsOnly />
        </Group>
      </Stack>
    </>
  );
  return (
    <Stack component="aside" gap={0} h="100%">
      <Box p="md">
        <Brand />
      </Box>
      <Divider />
      <ScrollArea flex={1} type="auto" scrollbarSize={6} offsetScrollbars="present">
        <Box component="nav" aria-label={t('navigation.sidebarLabel')} p="xs">
          <NavLinks user={user} />
        </Box>
        {!tall && account}
      </ScrollArea>
      {tall && account}
    </Stack>
  );
}
