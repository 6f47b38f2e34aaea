import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import { toApiError } from '@/lib/api-error';
import { formatBrl, formatPriceInput, parsePrice } from '@/lib/price';
import { useSetCoursePriceMutation, useSetServicePriceMutation } from '../api';
import { PriceInput } from './PriceInput';

export type PricedKind = 'service' | 'course';

/** What the dialog edits: a service (price null = 'SOB CONSULTA') or a course. */
export interface PricedItem {
  id: number;
  name: string;
  price: number | null;
}

interface PriceEditDialogProps {
  kind: PricedKind;
  /** The item being edited; kept while the dialog closes so its title does not blank out. */
  item: PricedItem | null;
  opened: boolean;
  onClose: () => void;
}

interface Values {
  price: string;
}

/**
 * 'Editar Preço - {name}' (spec part 1, sections 2, 5 and 8): one price typed in the Brazilian
 * format, read by the portal's one parser, and saved with PATCH /api/admin/{services|courses}/{id}.
 * The list behind it refreshes itself through the cache tags.
 */
export function PriceEditDialog({ kind, item, opened, onClose }: PriceEditDialogProps) {
  const { t } = useTranslation();
  const [setServicePrice, serviceSave] = useSetServicePriceMutation();
  const [setCoursePrice, courseSave] = useSetCoursePriceMutation();
  const saving = serviceSave.isLoading || courseSave.isLoading;

  const invalid = t('catalog.price.invalid');
  const schema = Yup.object({
    price: Yup.string().test('brl-price', invalid, (value) => parsePrice(value ?? '') !== null),
  });

  async function save(values: Values, helpers: FormikHelpers<Values>) {
    if (!item) return;
    const price = parsePrice(values.price);
    if (price === null) return;
    try {
      const change = { id: item.id, price };
      await (kind === 'service' ? setServicePrice(change) : setCoursePrice(change)).unwrap();
    } catch (caught) {
      const error = toApiError(caught);
      if (error.fieldErrors.price) helpers.setFieldError('price', error.fieldErrors.price);
      notifications.show({
        color: 'red',
        title: t('catalog.priceDialog.errorTitle'),
        message: (
          <>
            {t(kind === 'service' ? 'catalog.priceDialog.serviceFailed' : 'catalog.priceDialog.courseFailed')}
            <Text size="sm" c="dimmed" component="span" display="block">
              {error.text}
            </Text>
          </>
        ),
      });
      return;
    }
    notifications.show({
      color: 'green',
      title: t('catalog.priceDialog.successTitle'),
      message: t(kind === 'service' ? 'catalog.priceDialog.serviceSaved' : 'catalog.priceDialog.courseSaved'),
    });
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={saving ? () => undefined : onClose}
      title={item ? t('catalog.priceDialog.title', { name: item.name }) : ''}
      closeButtonProps={{ 'aria-label': t('catalog.priceDialog.close') }}
      centered
    >
      {item && (
        <Formik<Values>
          key={item.id}
          initialValues={{ price: item.price === null ? '' : formatPriceInput(item.price) }}
          validationSchema={schema}
          onSubmit={save}
        >
          {(formik) => (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                // An invalid price is also announced in a toast, as the spec's error catalogue has it.
                void formik.validateForm().then((errors) => {
                  if (errors.price) {
                    notifications.show({
                      color: 'red',
                      title: t('catalog.priceDialog.errorTitle'),
                      message: errors.price,
                    });
                  }
                });
                formik.handleSubmit();
              }}
            >
              <Stack gap="md">
                <Text size="sm" c="dimmed">
                  {t('catalog.priceDialog.current', {
                    price: item.price === null ? t('catalog.price.onRequest') : formatBrl(item.price),
                  })}
                </Text>
                <PriceInput
                  label={t('catalog.priceDialog.field')}
                  description={t('catalog.priceDialog.hint')}
                  data-autofocus
                  {...formik.getFieldProps('price')}
                  error={formik.touched.price ? formik.errors.price : undefined}
                  disabled={saving}
                />
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" onClick={onClose} disabled={saving}>
                    {t('catalog.priceDialog.cancel')}
                  </Button>
                  <Button type="submit" disabled={saving}>
                    {saving ? t('catalog.priceDialog.saving') : t('catalog.priceDialog.save')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Formik>
      )}
    </Modal>
  );
}
