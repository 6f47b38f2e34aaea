import { Paper, Tabs } from '@mantine/core';
import { IconBell, IconDevices, IconLock, IconShieldLock, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { useGetCurrentUserQuery } from '@/features/auth';
import { useVisitedTabs } from '@/lib/visited-tabs';
import { NotificationsInfo } from '../components/NotificationsInfo';
import { PasswordForm } from '../components/PasswordForm';
import { ProfileForm } from '../components/ProfileForm';
import { SessionsTab } from '../components/SessionsTab';
import { TwoFactorTab } from '../components/two-factor/TwoFactorTab';
import '../i18n';

const TABS = ['profile', 'password', 'two-factor', 'notifications', 'sessions'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/** /settings, for every signed-in user (docs/product-decisions.md, decision 13): their own profile, password and notifications. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { data: user } = useGetCurrentUserQuery();
  // /settings?tab=two-factor opens that tab (the staff area sends admins there).
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const [tab, setTab] = useState<Tab>(isTab(asked) ? asked : 'profile');
  const visited = useVisitedTabs(tab);

  return (
    <>
      <PageHeader title={t('pages.settings.title')} subtitle={t('pages.settings.subtitle')} />
      {/* The shell shows this page only to a signed-in user, so the user is known here. */}
      {user && (
        <Tabs
          value={tab}
          onChange={(value) => {
            if (isTab(value)) setTab(value);
          }}
        >
          <Tabs.List aria-label={t('settings.tabs.label')} mb="lg">
            <Tabs.Tab value="profile" leftSection={<IconUser size={16} aria-hidden="true" />}>
              {t('settings.tabs.profile')}
            </Tabs.Tab>
            <Tabs.Tab value="password" leftSection={<IconLock size={16} aria-hidden="true" />}>
              {t('settings.tabs.password')}
            </Tabs.Tab>
            <Tabs.Tab value="two-factor" leftSection={<IconShieldLock size={16} aria-hidden="true" />}>
              {t('settings.twoFactor.tab')}
            </Tabs.Tab>
            <Tabs.Tab value="notifications" leftSection={<IconBell size={16} aria-hidden="true" />}>
              {t('settings.tabs.notifications')}
            </Tabs.Tab>
            <Tabs.Tab value="sessions" leftSection={<IconDevices size={16} aria-hidden="true" />}>
              {t('settings.sessions.tab')}
            </Tabs.Tab>
          </Tabs.List>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Tabs.Panel value="profile">{visited.has('profile') && <ProfileForm user={user} />}</Tabs.Panel>
            <Tabs.Panel value="password">
              {visited.has('password') && <PasswordForm userId={user.id} passwordMinScore={user.passwordMinScore} />}
            </Tabs.Panel>
            <Tabs.Panel value="two-factor">{visited.has('two-factor') && <TwoFactorTab />}</Tabs.Panel>
            <Tabs.Panel value="notifications">
              {visited.has('notifications') && <NotificationsInfo email={user.email} />}
            </Tabs.Panel>
            <Tabs.Panel value="sessions">{visited.has('sessions') && <SessionsTab />}</Tabs.Panel>
          </Paper>
        </Tabs>
      )}
    </>
  );
}
