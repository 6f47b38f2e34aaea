import { Box, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ThemeSelector } from '../ThemeSelector';
import { NavLinks, SignOutButton } from './NavLinks';
import type { ShellUser } from './shell-user';
import { UserSummary } from './UserSummary';

export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  user: ShellUser;
  onSignOut: () => void;
  isSigningOut: boolean;
}

/** The side menu a phone opens from the bottom bar: every section, the user, the theme and Sair. */
export function MobileMenu({ opened, onClose, user, onSignOut, isSigningOut }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="left"
      size="85%"
      title={t('navigation.menuLabel')}
      closeButtonProps={{ 'aria-label': t('navigation.closeMenu') }}
    >
      <Stack gap="md">
        <UserSummary user={user} />
        <Divider />
        <Box component="nav" aria-label={t('navigation.menuLabel')}>
          <NavLinks user={user} onNavigate={onClose} />
        </Box>
        <Divider />
        <ThemeSelector fullWidth />
        <SignOutButton onSignOut={onSignOut} isSigningOut={isSigningOut} />
        <Group justify="center">
          <Text size="sm" c="dimmed">
            {t('app.tagline')}
          </Text>
        </Group>
      </Stack>
    </Drawer>
  );
}
