import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconClock, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBrl } from '@/lib/price';
import type { Service } from '../types';
import { CardFact, CatalogCard } from './CatalogCard';
import '../i18n';

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
    <CatalogCard
      name={service.name}
      description={service.description}
      facts={
        <Group gap="lg">
          <CardFact icon={<IconClock size={18} aria-hidden="true" />} label={t('catalog.services.duration')}>
            {t('catalog.services.minutes', { count: service.duration })}
          </CardFact>
          <CardFact icon={<IconWorld size={18} aria-hidden="true" />} label={t('catalog.services.country')}>
            {service.country}
          </CardFact>
        </Group>
      }
      priceRow={{ mih: 34 }}
      price={
        <Text fw={700} size="xl">
          <VisuallyHidden>{t('catalog.services.price')}: </VisuallyHidden>
          {service.price === null ? t('catalog.price.onRequest') : formatBrl(service.price)}
        </Text>
      }
      onEditPrice={
        onEditPrice &&
        (() => {
          onEditPrice(service);
        })
      }
      action={
        <Button
          fullWidth
          onClick={() => {
            onBook(service);
          }}
        >
          {t('catalog.services.book')}
        </Button>
      }
    />
  );
}
