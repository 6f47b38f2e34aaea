import { Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconClock, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBrl } from '@/lib/price';
import type { Service } from '../types';
import { PencilButton } from './PencilButton';

interface ServiceCardProps {
  service: Service;
  /** Opens the booking dialog with this service chosen. */
  onBook: (service: Service) => void;
  /** Shown to administrators only: opens the price dialog. */
  onEditPrice?: (service: Service) => void;
}

/** A service on the Serviços tab: what it is, how long it takes, where, and its price. */
export function ServiceCard({ service, onBook, onEditPrice }: ServiceCardProps) {
  const { t } = useTranslation();

  return (
    <Card component="article" withBorder radius="md" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4">
          {service.name}
        </Title>
        <Text size="sm" c="dimmed" flex={1}>
          {service.description}
        </Text>
        <Group gap="lg">
          <Group gap={6} wrap="nowrap">
            <IconClock size={18} aria-hidden="true" />
            <Text size="sm">
              <VisuallyHidden>{t('catalog.services.duration')}: </VisuallyHidden>
              {t('catalog.services.minutes', { count: service.duration })}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconWorld size={18} aria-hidden="true" />
            <Text size="sm">
              <VisuallyHidden>{t('catalog.services.country')}: </VisuallyHidden>
              {service.country}
            </Text>
          </Group>
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap" mih={34}>
          <Text fw={700} size="xl">
            <VisuallyHidden>{t('catalog.services.price')}: </VisuallyHidden>
            {service.price === null ? t('catalog.price.onRequest') : formatBrl(service.price)}
          </Text>
          {onEditPrice && (
            <PencilButton
              label={t('catalog.priceDialog.editLabel', { name: service.name })}
              onClick={() => {
                onEditPrice(service);
              }}
            />
          )}
        </Group>
        <Button
          fullWidth
          onClick={() => {
            onBook(service);
          }}
        >
          {t('catalog.services.book')}
        </Button>
      </Stack>
    </Card>
  );
}
