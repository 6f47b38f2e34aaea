import { useTranslation } from 'react-i18next';
import { useGetServicesQuery } from '../api';
import type { Service } from '../types';
import { CatalogTab } from './CatalogTab';
import { ServiceCard } from './ServiceCard';
import '../i18n';

interface ServicesTabProps {
  /** Opens the booking dialog with that service chosen. */
  onBook: (service: Service) => void;
}

/** The Serviços tab of /appointments: the active services as cards. */
export function ServicesTab({ onBook }: ServicesTabProps) {
  const { t } = useTranslation();
  const servicesQuery = useGetServicesQuery();
  return (
    <CatalogTab
      kind="service"
      query={servicesQuery}
      texts={{ failed: t('catalog.services.loadFailed'), empty: t('catalog.services.empty') }}
      card={(service, onEditPrice) => (
        <ServiceCard key={service.id} service={service} onBook={onBook} onEditPrice={onEditPrice} />
      )}
    />
  );
}
