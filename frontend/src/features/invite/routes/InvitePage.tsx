import { Box, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { InstallSteps } from '../components/InstallSteps';
import { InviteQr } from '../components/InviteQr';
import '../i18n';

/**
 * The portal's public address. The page is served from PUBLIC_URL (the API's origin check
 * refuses writes from anywhere else, so a working portal is always on it), and on localhost it
 * is the local address the spec asks for: the page's own origin is both, with no call to make.
 */
export function portalAddress(): string {
  return `${window.location.origin}/`;
}

/** /invite (admins): the portal's address as a QR code, and how to install it on a phone. */
export default function InvitePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.invite.title')} subtitle={t('pages.invite.subtitle')} />
      <Tabs defaultValue="qr">
        <Tabs.List mb="md">
          <Tabs.Tab value="qr">{t('invite.tabs.qr')}</Tabs.Tab>
          <Tabs.Tab value="ios">{t('invite.tabs.ios')}</Tabs.Tab>
          <Tabs.Tab value="android">{t('invite.tabs.android')}</Tabs.Tab>
        </Tabs.List>
        <Box maw={560}>
          <Tabs.Panel value="qr">
            <InviteQr url={portalAddress()} />
          </Tabs.Panel>
          <Tabs.Panel value="ios">
            <InstallSteps device="ios" />
          </Tabs.Panel>
          <Tabs.Panel value="android">
            <InstallSteps device="android" />
          </Tabs.Panel>
        </Box>
      </Tabs>
    </>
  );
}
