import { Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listOrState } from '@/components/LoadStates';
import { StatusBadge, useGetServicesQuery, type Service } from '@/features/catalog';
import { formatBrl } from '@/lib/price';
import { EditButton } from './EditButton';
import { PhoneListItem, useIsPhone } from './PhoneList';
import { ServiceEditDialog } from './ServiceEditDialog';

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

/** The Serviços tab of /admin: every service, active or not, each with its edit dialog. */
export function ServicesPanel() {
  const { t } = useTranslation();
  const servicesQuery = useGetServicesQuery({ all: true });
  const isPhone = useIsPhone();
  const [editing, setEditing] = useState<Service | null>(null);
  const [dialogOpened, dialog] = useDisclosure(false);

  const listed = listOrState(servicesQuery, {
    failed: t('catalog.services.loadFailed'),
    empty: t('catalog.services.empty'),
  });
  if ('view' in listed) return listed.view;
  const services = listed.items;

  const edit = (service: Service) => {
    setEditing(service);
    dialog.open();
  };
  const priceOf = (service: Service) =>
    service.price === null ? t('catalog.price.onRequest') : formatBrl(service.price);

  return (
    <>
      {isPhone ? (
        <Stack gap="sm">
          {services.map((service) => (
            <PhoneListItem
              key={service.id}
              name={service.name}
              active={service.active ?? true}
              details={[`${priceOf(service)} · ${service.country}`, <DiscountCell key="discount" service={service} />]}
              action={
                <EditButton
                  name={service.name}
                  onClick={() => {
                    edit(service);
                  }}
                />
              }
            />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Caption>{t('catalog.admin.servicesCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('catalog.admin.columns.name')}</Table.Th>
                <Table.Th scope="col">{t('catalog.admin.columns.country')}</Table.Th>
                <Table.Th scope="col">{t('catalog.admin.columns.price')}</Table.Th>
                <Table.Th scope="col">{t('catalog.admin.columns.discount')}</Table.Th>
                <Table.Th scope="col">{t('catalog.admin.columns.status')}</Table.Th>
                <Table.Th scope="col">{t('catalog.admin.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {services.map((service) => (
                <Table.Tr key={service.id}>
                  <Table.Th scope="row" fw={500}>
                    {service.name}
                  </Table.Th>
                  <Table.Td>{service.country}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{priceOf(service)}</Table.Td>
                  <Table.Td>
                    <DiscountCell service={service} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge active={service.active ?? true} />
                  </Table.Td>
                  <Table.Td>
                    <EditButton
                      name={service.name}
                      onClick={() => {
                        edit(service);
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ServiceEditDialog service={editing} opened={dialogOpened} onClose={dialog.close} />
    </>
  );
}
