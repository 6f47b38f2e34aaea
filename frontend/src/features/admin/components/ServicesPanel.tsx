import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetServicesQuery, type Service } from '@/features/catalog';
import { formatBrl } from '@/lib/price';
import { CatalogPanel } from './CatalogPanel';
import { ServiceEditDialog } from './ServiceEditDialog';
import '@/features/catalog/i18n';

function DiscountCell({ service }: { service: Service }) {
  const { t } = useTranslation();
  if (!service.discountAvailable || service.discountAmount == null) {
    return (
      <Text span size="sm" c="dimmed">
        {t('catalog.admin.noDiscount')}
      </Text>
    );
  }
  return service.discountCode
    ? t('catalog.admin.discountWithCode', { percent: service.discountAmount, code: service.discountCode })
    : t('catalog.admin.discountPercent', { percent: service.discountAmount });
}

/** The Serviços tab of /admin. */
export function ServicesPanel() {
  const { t } = useTranslation();
  const servicesQuery = useGetServicesQuery({ all: true });
  const priceOf = (service: Service) =>
    service.price === null ? t('catalog.price.onRequest') : formatBrl(service.price);

  return (
    <CatalogPanel
      query={servicesQuery}
      texts={{
        failed: t('catalog.services.loadFailed'),
        empty: t('catalog.services.empty'),
        caption: t('catalog.admin.servicesCaption'),
      }}
      minWidth={760}
      columns={[
        { header: t('catalog.admin.columns.country'), cell: (service) => service.country },
        { header: t('catalog.admin.columns.price'), cell: priceOf, nowrap: true },
        { header: t('catalog.admin.columns.discount'), cell: (service) => <DiscountCell service={service} /> },
      ]}
      active={(service) => service.active ?? true}
      phoneDetails={(service) => [
        `${priceOf(service)} · ${service.country}`,
        <DiscountCell key="discount" service={service} />,
      ]}
      dialog={(service, opened, onClose) => <ServiceEditDialog item={service} opened={opened} onClose={onClose} />}
    />
  );
}
