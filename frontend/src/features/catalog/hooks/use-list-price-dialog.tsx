import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import { formatBrl, formatPriceInput, parsePrice } from '@/lib/price';
import { useSetCoursePriceMutation, useSetServicePriceMutation } from '../api';
import type { PriceDialogSetup } from '../components/PriceDialog';
import '../i18n';

export type PricedKind = 'service' | 'course';

/** What the pencil of a card edits: a service (price null = 'SOB CONSULTA') or a course. */
export interface PricedItem {
  id: number;
  name: string;
  price: number | null;
}

/**
 * The price dialog of the Serviços and Cursos cards: one price
 * typed in the Brazilian format, read by the portal's one parser, and saved with
 * PATCH /api/admin/{services|courses}/{id}. The list behind it refreshes itself through the cache tags.
 */
export function useListPriceDialog(kind: PricedKind, item: PricedItem | null): PriceDialogSetup<{ price: string }> {
  const { t } = useTranslation();
  const [setServicePrice, serviceSave] = useSetServicePriceMutation();
  const [setCoursePrice, courseSave] = useSetCoursePriceMutation();
  const service = kind === 'service';

  return {
    title: item ? t('catalog.priceDialog.title', { name: item.name }) : '',
    itemKey: item?.id ?? null,
    initialValues: item && { price: item.price === null ? '' : formatPriceInput(item.price) },
    validationSchema: Yup.object({
      price: Yup.string().test('brl-price', t('catalog.price.invalid'), (value) => parsePrice(value ?? '') !== null),
    }),
    fields: [{ name: 'price', label: t('catalog.priceDialog.field'), description: t('catalog.priceDialog.hint') }],
    saving: serviceSave.isLoading || courseSave.isLoading,
    save: async (values) => {
      const price = parsePrice(values.price);
      if (!item || price === null) return;
      const change = { id: item.id, price };
      await (service ? setServicePrice(change) : setCoursePrice(change)).unwrap();
    },
    saved: {
      title: t('catalog.priceDialog.successTitle'),
      message: t(service ? 'catalog.priceDialog.serviceSaved' : 'catalog.priceDialog.courseSaved'),
    },
    failed: {
      title: t('catalog.priceDialog.errorTitle'),
      message: t(service ? 'catalog.priceDialog.serviceFailed' : 'catalog.priceDialog.courseFailed'),
    },
    intro: item && (
      <Text size="sm" c="dimmed">
        {t('catalog.priceDialog.current', {
          price: item.price === null ? t('catalog.price.onRequest') : formatBrl(item.price),
        })}
      </Text>
    ),
    toastInvalid: true,
    lockWhileSaving: true,
  };
}
