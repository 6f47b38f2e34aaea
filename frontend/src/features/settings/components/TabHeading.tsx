import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n';

export type SettingsSection = 'profile' | 'password' | 'sessions' | 'twoFactor';

/** A settings tab's heading and the sentence under it, from `settings.<section>.title|description`. */
export function TabHeading({ section }: { section: SettingsSection }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={2} size="h3">
        {t(`settings.${section}.title`)}
      </Title>
      <Text c="dimmed" size="sm">
        {t(`settings.${section}.description`)}
      </Text>
    </Stack>
  );
}
