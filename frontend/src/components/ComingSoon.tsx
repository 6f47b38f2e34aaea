import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Stands in for a part of the portal that is not built yet, saying plainly what it will do. */
export function ComingSoon({ description }: { description: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="filled" aria-hidden="true">
          <IconHourglassHigh size={30} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('common.comingSoon')}
        </Title>
        <Text c="dimmed" maw={520}>
          {description}
        </Text>
      </Stack>
    </Paper>
  );
}
