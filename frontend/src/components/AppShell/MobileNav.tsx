import { Box, Divider, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMenu2, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router-dom';
import { ThemeSelector } from '../ThemeSelector';
import { useNavBadges } from './nav-badges';
import { bottomBarItems, mobileMenuItems, type NavItem, type NavItemKey } from './navigation';
import { NavLinks, SignOutButton } from './NavLinks';
import type { ShellUser } from './shell-user';
import { UserSummary } from './UserSummary';

interface MobileNavProps {
  user: ShellUser;
  onSignOut: () => void;
  isSigningOut: boolean;
}

const barItemProps = { flex: 1, py: 6, ta: 'center' } as const;

interface BarButtonContentProps {
  icon: Icon;
  label: ReactNode;
  active?: boolean;
  /** The entry whose icon may carry the app's indicator. */
  itemKey?: NavItemKey;
}

function BarButtonContent({ icon: Icon, label, active = false, itemKey }: BarButtonContentProps) {
  const { indicator } = useNavBadges();
  const icon = <Icon size={22} stroke={1.6} aria-hidden="true" />;
  return (
    <Stack
      gap={2}
      align="center"
      c={active ? 'var(--mantine-color-anchor)' : 'var(--mantine-color-dimmed)'}
      fw={active ? 700 : 400}
    >
      {itemKey ? indicator(itemKey, icon) : icon}
      <Text span size="xs" lh={1.1}>
        {label}
      </Text>
    </Stack>
  );
}

function BarLink({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const active = useMatch({ path: item.to, end: false }) !== null;
  return (
    <UnstyledButton component={Link} to={item.to} {...barItemProps} aria-current={active ? 'page' : undefined}>
      <BarButtonContent icon={item.icon} label={t(`navigation.items.${item.key}`)} active={active} itemKey={item.key} />
    </UnstyledButton>
  );
}

/** Narrow screens: a bottom bar with the main sections and a side menu with the rest. */
export function MobileNav({ user, onSignOut, isSigningOut }: MobileNavProps) {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);

  return (
    <>
      <Box
        component="nav"
        aria-label={t('navigation.bottomBarLabel')}
        pos="fixed"
        bottom={0}
        left={0}
        right={0}
        display="flex"
        bg="var(--mantine-color-body)"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 100 }}
      >
        {bottomBarItems.map((item) => (
          <BarLink key={item.key} item={item} />
        ))}
        <UnstyledButton
          {...barItemProps}
          onClick={menu.open}
          aria-haspopup="dialog"
          aria-expanded={menuOpened}
          aria-label={t('navigation.openMenu')}
        >
          <BarButtonContent icon={IconMenu2} label={t('navigation.menuLabel')} />
        </UnstyledButton>
      </Box>

      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        position="left"
        size="85%"
        title={t('navigation.menuLabel')}
        closeButtonProps={{ 'aria-label': t('navigation.closeMenu') }}
      >
        <Stack gap="md">
          <UserSummary user={user} />
          <Divider />
          <Box component="nav" aria-label={t('navigation.menuLabel')}>
            <NavLinks items={mobileMenuItems} user={user} onNavigate={menu.close} />
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
    </>
  );
}
