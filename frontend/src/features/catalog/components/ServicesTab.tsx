import { SimpleGrid } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetServicesQuery } from '../api';
import { useIsAdmin } from '../hooks/use-is-admin';
import type { Service } from '../types';
import { EmptyState, LoadError, LoadingState } from '@/components/LoadStates';
import { PriceEditDialog } from './PriceEditDialog';
import { ServiceCard } from './ServiceCard';

interface ServicesTabProps {
  /** Opens the booking dialog with that service chosen. */
  onBook: (service: Service) => void;
}

/** The Serviços tab of /appointments: the active services as cards, with the price pencil for staff. */
export function ServicesTab({ onBook }: ServicesTabProps) {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const { data: services, error, isLoading, refetch } = useGetServicesQuery();
  const [editing, setEditing] = useState<Service | null>(null);
  const [dialogOpened, dialog] = useDisclosure(false);

  if (isLoading) return <LoadingState />;
  if (error || !services) {
    return (
      <LoadError
        title={t('catalog.services.loadFailed')}
        error={error}
        onRetry={() => {
          void refetch();
        }}
      />
    );
  }
  if (services.length === 0) return <EmptyState message={t('catalog.services.empty')} />;

  const editPrice = (service: Service) => {
    setEditing(service);
    dialog.open();
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {services.map((service) => (
          <ServiceCard
            key={service.id}
            service={service}
            onBook={onBook}
            onEditPrice={isAdmin ? editPrice : undefined}
          />
        ))}
      </SimpleGrid>
      {isAdmin && <PriceEditDialog kind="service" item={editing} opened={dialogOpened} onClose={dialog.close} />}
    </>
  );
}
