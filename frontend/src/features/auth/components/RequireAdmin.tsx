import { Alert, Anchor, Stack } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { paths } from '@/config/paths';
import { useGetCurrentUserQuery } from '../api';
import '../i18n';

/** Where an admin turns on the second factor. */
export const twoFactorSettingsPath = `${paths.settings}?tab=two-factor`;

/**
 * Shows its children only to an administrator; anyone else goes back to the start. An admin
 * without a second factor sees a banner asking for one, and is sent to turn it on when the server
 * requires it (`REQUIRE_ADMIN_2FA`).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data: user, isLoading } = useGetCurrentUserQuery();

  if (isLoading) return <FullPageSpinner />;
  if (user?.role !== 'admin') return <Navigate to={paths.root} replace />;
  if (user.twoFactorSetupRequired) return <Navigate to={twoFactorSettingsPath} replace />;
  if (user.twoFactorEnabled) return children;
  return (
    <Stack gap="xl">
      {/* Indigo: the light yellow of a warning does not reach AA contrast in this theme. */}
      <Alert
        color="indigo"
        variant="light"
        icon={<IconShieldLock aria-hidden="true" />}
        title={t('auth.staffBanner.title')}
      >
        {t('auth.staffBanner.message')}{' '}
        <Anchor
          component={Link}
          to={twoFactorSettingsPath}
          c="var(--mantine-color-indigo-light-color)"
          fw={600}
          underline="always"
        >
          {t('auth.staffBanner.link')}
        </Anchor>
      </Alert>
      {children}
    </Stack>
  );
}
