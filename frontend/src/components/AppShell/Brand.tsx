import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../BrandMark';

export function Brand() {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <BrandMark size={36} />
      <Stack gap={0}>
        <Text fw={700} lh={1.2}>
          {t('app.name')}
        </Text>
        <Text size="sm" c="dimmed" lh={1.2}>
          {t('app.tagline')}
        </Text>
      </Stack>
    </Group>
  );
}
