import { Badge, Box, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAdjustments, IconCalendarCheck, IconFileText, IconMessageCircle, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/BrandMark';
import { ThemeSelector } from '@/components/ThemeSelector';

const features: { key: 'appointments' | 'messages' | 'documents' | 'settings'; icon: Icon }[] = [
  { key: 'appointments', icon: IconCalendarCheck },
  { key: 'messages', icon: IconMessageCircle },
  { key: 'documents', icon: IconFileText },
  { key: 'settings', icon: IconAdjustments },
];

/** Sign-in and registration arrive with user accounts; until then the page says so plainly. */
export default function AuthPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('app.documentTitle'));

  return (
    <SimpleGrid component="main" cols={{ base: 1, md: 2 }} spacing={0} mih="100dvh">
      <Stack p={{ base: 'md', sm: 'xl' }} gap="xl">
        <Group justify="flex-end">
          <ThemeSelector />
        </Group>
        <Stack flex={1} justify="center" align="center" gap="xl" pb="xl">
          <Stack align="center" gap="xs" ta="center">
            <BrandMark size={64} />
            <Title order={1}>{t('app.name')}</Title>
            <Text size="lg" c="dimmed">
              {t('app.tagline')}
            </Text>
          </Stack>
          <Paper withBorder radius="md" p="xl" w="100%" maw={440}>
            <Stack gap="sm">
              <Group justify="space-between" gap="xs">
                <Title order={2} size="h3">
                  {t('auth.accessTitle')}
                </Title>
                <Badge variant="filled">{t('common.comingSoon')}</Badge>
              </Group>
              <Text>{t('auth.accessNotice')}</Text>
            </Stack>
          </Paper>
        </Stack>
      </Stack>

      <Box visibleFrom="md" bg="indigo.9" c="white" p={48} display="flex" style={{ alignItems: 'center' }}>
        <Stack gap="lg">
          <Title order={2} c="white">
            {t('auth.featuresTitle')}
          </Title>
          <List spacing="md" size="lg" center>
            {features.map(({ key, icon: FeatureIcon }) => (
              <List.Item
                key={key}
                c="white"
                icon={
                  <ThemeIcon color="white" variant="white" c="indigo.9" radius="xl" size={36} aria-hidden="true">
                    <FeatureIcon size={20} />
                  </ThemeIcon>
                }
              >
                {t(`auth.features.${key}`)}
              </List.Item>
            ))}
          </List>
        </Stack>
      </Box>
    </SimpleGrid>
  );
}
