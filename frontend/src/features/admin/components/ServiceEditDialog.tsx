import { Modal, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useUpdateServiceMutation, type Service } from '@/features/catalog';
import { toApiError } from '@/lib/api-error';
import { serviceChanges, serviceFormSchema, serviceFormValues, type ServiceFormValues } from '../forms';
import { FormButtons } from './FormButtons';
import { fieldErrorsFor } from './server-errors';

interface ServiceEditDialogProps {
  /** Kept while the dialog closes, so its title does not blank out. */
  service: Service | null;
  opened: boolean;
  onClose: () => void;
}

/** The admin service form (spec part 2, section 5), saved with PATCH /api/services/{id}. */
export function ServiceEditDialog({ service, opened, onClose }: ServiceEditDialogProps) {
  const { t } = useTranslation();
  const [updateService, { isLoading: saving }] = useUpdateServiceMutation();

  async function save(values: ServiceFormValues, helpers: FormikHelpers<ServiceFormValues>) {
    if (!service) return;
    try {
      await updateService({ id: service.id, changes: serviceChanges(values) }).unwrap();
    } catch (caught) {
      const error = toApiError(caught);
      helpers.setErrors(fieldErrorsFor(error, values));
      notifications.show({ color: 'red', title: t('catalog.admin.serviceFailedTitle'), message: error.text });
      return;
    }
    notifications.show({
      color: 'green',
      title: t('catalog.admin.serviceSavedTitle'),
      message: t('catalog.admin.savedMessage'),
    });
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={saving ? () => undefined : onClose}
      title={service ? t('catalog.admin.editServiceTitle', { name: service.name }) : ''}
      closeButtonProps={{ 'aria-label': t('catalog.admin.close') }}
      centered
    >
      {service && (
        <Formik<ServiceFormValues>
          key={service.id}
          initialValues={serviceFormValues(service)}
          validationSchema={serviceFormSchema(t)}
          onSubmit={save}
        >
          {(formik) => {
            const errorOf = (field: keyof ServiceFormValues) =>
              formik.touched[field] ? formik.errors[field] : undefined;
            return (
              <form noValidate onSubmit={formik.handleSubmit}>
                <Stack gap="md">
                  <TextInput
                    label={t('catalog.admin.fields.name')}
                    autoComplete="off"
                    data-autofocus
                    {...formik.getFieldProps('name')}
                    error={errorOf('name')}
                  />
                  <TextInput
                    label={t('catalog.admin.fields.price')}
                    description={t('catalog.admin.fields.servicePriceHint')}
                    inputMode="decimal"
                    autoComplete="off"
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
                  <Switch
                    label={t('catalog.admin.fields.active')}
                    description={t('catalog.admin.fields.activeHint')}
                    {...formik.getFieldProps({ name: 'active', type: 'checkbox' })}
                  />
                  <FormButtons saving={saving} onCancel={onClose} />
                </Stack>
              </form>
            );
          }}
        </Formik>
      )}
    </Modal>
  );
}
