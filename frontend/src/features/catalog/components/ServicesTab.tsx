import { SimpleGrid } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetServicesQuery } from '../api';
import { useIsAdmin } from '@/features/auth';
import type { Service } from '../types';
import { listOrState } from '@/components/LoadStates';
import { PriceEditDialog } from './PriceEditDialog';
import { ServiceCard } from './ServiceCard';

interface ServicesTabProps {
  /** Opens the booking dialog with that service chosen. */
  onBook: (service: Service) => void;
}

/** The Serviços tab of /appointments: the active services as cards, with the price pencil for admins. */
export function ServicesTab({ onBook }: ServicesTabProps) {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const servicesQuery = useGetServicesQuery();
  const [editing, setEditing] = useState<Service | null>(null);
  const [dialogOpened, dialog] = useDisclosure(false);

  const listed = listOrState(servicesQuery, {
    failed: t('catalog.services.loadFailed'),
    empty: t('catalog.services.empty'),
  });
  if ('view' in listed) return listed.view;
  const services = listed.items;

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
