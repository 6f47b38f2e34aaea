import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n';

/**
 * The 'Notificações' tab. The server keeps no notification preferences yet, so this says plainly
 * what is sent, instead of offering switches that would change nothing.
 */
export function NotificationsInfo({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={620}>
      <Title order={2} size="h3">
        {t('settings.notifications.title')}
      </Title>
      <Alert variant="light" icon={<IconMail aria-hidden="true" />} title={email}>
        <Text size="sm">{t('settings.notifications.always')}</Text>
      </Alert>
      <Text size="sm" c="dimmed" style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <IconInfoCircle size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
        {t('settings.notifications.later')}
      </Text>
    </Stack>
  );
}
