import { List, Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** How to add the portal to the home screen on one kind of phone. */
export function InstallSteps({ device }: { device: 'ios' | 'android' }) {
  const { t } = useTranslation();
  const headingId = useId();
  const steps = t(`invite.${device}.steps`, { returnObjects: true });
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {t(`invite.${device}.heading`)}
      </Title>
      <List type="ordered" spacing="xs">
        {steps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed" mt="md">
        {t('invite.offlineNote')}
      </Text>
    </Paper>
  );
}
