import { Badge, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { appointmentReference, type OfflineCard } from '@/lib/offline-cards';

/** 'DD/MM/YYYY' from 'YYYY-MM-DD', without time zones getting in the way. */
const brDate = (date: string) => date.split('-').reverse().join('/');

/** One kept appointment: service, place, date and time, and a QR code of its reference for the desk. */
export function AppointmentCard({ card }: { card: OfflineCard }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Group align="flex-start" justify="space-between" gap="md">
        <Stack gap={6} style={{ flex: '1 1 200px' }}>
          <Title order={3} size="h4" id={headingId}>
            {card.serviceName}
          </Title>
          <Badge variant="light" w="fit-content">
            {t('offline.card.reference', { id: card.id })}
          </Badge>
          <div>
            <Text size="xs" c="dimmed">
              {t('offline.card.place')}
            </Text>
            <Text>{card.location}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('offline.card.when')}
            </Text>
            <Text fw={600}>{t('offline.card.dateTime', { date: brDate(card.date), time: card.time })}</Text>
          </div>
        </Stack>
        <Stack gap={4} align="center" mx="auto">
          <Center bg="white" p={4} style={{ borderRadius: 8 }}>
            <QRCodeSVG
              value={appointmentReference(card.id)}
              size={132}
              level="M"
              marginSize={1}
              role="img"
              aria-label={t('offline.card.qrLabel', { id: card.id })}
            />
          </Center>
          <Text size="xs" c="dimmed" ta="center" maw={150}>
            {t('offline.card.showAtDesk')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
