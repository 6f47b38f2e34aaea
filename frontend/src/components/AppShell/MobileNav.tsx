import { Box, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMenu2, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router-dom';
import { OnceOpened } from '../OnceOpened';
import { useNavBadges } from './nav-badges';
import { bottomBarItems, type NavItem, type NavItemKey } from './navigation';
import { MobileMenu, preloadMobileMenu } from './shell-parts';
import type { ShellUser } from './shell-user';

interface MobileNavProps {
  user: ShellUser;
  onSignOut: () => void;
  isSigningOut: boolean;
}

const barItemProps = { flex: 1, miw: 0, py: 6, px: 2, ta: 'center' } as const;

interface BarButtonContentProps {
  icon: Icon;
  label: ReactNode;
  active?: boolean;
  /** The entry whose icon may carry the app's indicator. */
  itemKey?: NavItemKey;
}

function BarButtonContent({ icon: Icon, label, active = false, itemKey }: BarButtonContentProps) {
  const { indicator } = useNavBadges();
  // A block, also inside the unread indicator's inline box: inline, it would sit on a text line and
  // push that entry's label a few pixels below the others.
  const icon = <Icon size={22} stroke={1.6} aria-hidden="true" style={{ display: 'block' }} />;
  return (
    <Stack
      gap={2}
      align="center"
      c={active ? 'var(--mantine-color-anchor)' : 'var(--mantine-color-dimmed)'}
      fw={active ? 700 : 400}
    >
      {itemKey ? indicator(itemKey, icon) : icon}
      {/* 10 px, as phones' own tab bars: 'Agendamentos' at 12 px overran its fifth of a 360 px screen. */}
      <Text span fz={10} lh={1.1}>
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
          onPointerDown={preloadMobileMenu}
          onFocus={preloadMobileMenu}
          aria-haspopup="dialog"
          aria-expanded={menuOpened}
          aria-label={t('navigation.openMenu')}
        >
          <BarButtonContent icon={IconMenu2} label={t('navigation.menuLabel')} />
        </UnstyledButton>
      </Box>

      <OnceOpened opened={menuOpened}>
        <MobileMenu
          opened={menuOpened}
          onClose={menu.close}
          user={user}
          onSignOut={onSignOut}
          isSigningOut={isSigningOut}
        />
      </OnceOpened>
    </>
  );
}
