import { Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PriceInput, useUpdateServiceMutation, type Service } from '@/features/catalog';
import { serviceChanges, serviceFormSchema, serviceFormValues, type ServiceFormValues } from '../forms';
import { AdminEditDialog } from './AdminEditDialog';
import { ActiveSwitch, NameField, type EditDialogProps } from './CatalogFields';
import '@/features/catalog/i18n';

/** The admin service form, saved with PATCH /api/services/{id}. */
export function ServiceEditDialog({ item: service, opened, onClose }: EditDialogProps<Service>) {
  const { t } = useTranslation();
  const [updateService, { isLoading: saving }] = useUpdateServiceMutation();

  return (
    <AdminEditDialog<ServiceFormValues>
      opened={opened}
      onClose={onClose}
      title={service ? t('catalog.admin.editServiceTitle', { name: service.name }) : ''}
      itemKey={service?.id ?? null}
      initialValues={service ? serviceFormValues(service) : null}
      validationSchema={serviceFormSchema(t)}
      saving={saving}
      save={async (values) => {
        if (service) await updateService({ id: service.id, changes: serviceChanges(values) }).unwrap();
      }}
      savedTitle={t('catalog.admin.serviceSavedTitle')}
      failedTitle={t('catalog.admin.serviceFailedTitle')}
    >
      {(formik, errorOf) => (
        <>
          <NameField formik={formik} error={errorOf('name')} />
          <PriceInput
            label={t('catalog.admin.fields.price')}
            description={t('catalog.admin.fields.servicePriceHint')}
            {...formik.getFieldProps('price')}
            error={errorOf('price')}
          />
          <Switch
            label={t('catalog.admin.fields.discountAvailable')}
            {...formik.getFieldProps({ name: 'discountAvailable', type: 'checkbox' })}
          />
          {formik.values.discountAvailable && (
            <>
              <TextInput
                label={t('catalog.admin.fields.discountAmount')}
                description={t('catalog.admin.fields.discountAmountHint')}
                inputMode="numeric"
                autoComplete="off"
                {...formik.getFieldProps('discountAmount')}
                error={errorOf('discountAmount')}
              />
              <TextInput
                label={t('catalog.admin.fields.discountCode')}
                description={t('catalog.admin.fields.discountCodeHint')}
                autoComplete="off"
                {...formik.getFieldProps('discountCode')}
                error={errorOf('discountCode')}
              />
            </>
          )}
          <ActiveSwitch formik={formik} />
        </>
      )}
    </AdminEditDialog>
  );
}
