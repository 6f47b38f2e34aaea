import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/BrandMark';
import { readOfflineCards, type OfflineCards } from '@/lib/offline-cards';
import { AppointmentCard } from '../components/AppointmentCard';

/** 'DD/MM/YYYY HH:MM' of an ISO instant, in the device's time zone. */
const savedAt = (iso: string) => new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * What the portal shows with no network: that it is offline, and the appointments kept on this
 * device at the last visit online (docs/decisions/installable-app.md).
 */
export default function OfflineScreen() {
  const { t } = useTranslation();
  const [kept, setKept] = useState<OfflineCards | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    void readOfflineCards().then((cards) => {
      if (current) setKept(cards);
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="lg">
        <Group gap="sm">
          <BrandMark size={36} />
          <Text fw={700}>{t('app.tagline')}</Text>
        </Group>
        <Alert color="orange" variant="light" icon={<IconWifiOff aria-hidden="true" />} role="status">
          <Title order={1} size="h3" mb={4}>
            {t('offline.title')}
          </Title>
          <Text size="sm">{t('offline.description')}</Text>
        </Alert>
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4">
            {t('offline.heading')}
          </Title>
          {kept && (
            <Text size="sm" c="dimmed">
              {t('offline.savedAt', { date: savedAt(kept.savedAt) })}
            </Text>
          )}
        </Group>
        {kept === undefined ? null : kept && kept.cards.length > 0 ? (
          <Stack gap="md">
            {kept.cards.map((card) => (
              <AppointmentCard key={card.id} card={card} />
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{t('offline.empty')}</Text>
        )}
        <Group>
          <Button
            variant="default"
            onClick={() => {
              window.location.reload();
            }}
          >
            {t('offline.retry')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
