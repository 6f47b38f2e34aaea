import { Button, Divider, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavItemLink } from './NavItemLink';
import { adminItems, navigationItems } from './navigation';
import type { ShellUser } from './shell-user';

interface NavLinksProps {
  user: ShellUser;
  /** Closes the mobile menu once a link is followed. */
  onNavigate?: () => void;
}

/** The navigation's links, then the administration section for an administrator. */
export function NavLinks({ user, onNavigate }: NavLinksProps) {
  const { t } = useTranslation();
  return (
    <>
      {navigationItems(user.role).map((item) => (
        <NavItemLink key={item.key} item={item} onNavigate={onNavigate} />
      ))}
      {user.role === 'admin' && (
        <>
          <Divider my="xs" label={t('navigation.adminSection')} labelPosition="left" />
          {adminItems.map((item) => (
            <NavItemLink key={item.key} item={item} onNavigate={onNavigate} />
          ))}
        </>
      )}
    </>
  );
}

interface SignOutButtonProps extends Pick<ButtonProps, 'flex'> {
  onSignOut: () => void;
  isSigningOut: boolean;
}

/** 'Sair', spinning while the session ends. */
export function SignOutButton({ onSignOut, isSigningOut, ...props }: SignOutButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      {...props}
      variant="default"
      leftSection={<IconLogout size={18} aria-hidden="true" />}
      onClick={onSignOut}
      loading={isSigningOut}
    >
      {t('session.signOut')}
    </Button>
  );
}
