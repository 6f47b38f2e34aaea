import { useTranslation } from 'react-i18next';
import { checkCoursePrices, useUpdateCourseMutation, type Course, type PriceDialogSetup } from '@/features/catalog';
import { coursePriceSchema, coursePriceValues, type CoursePriceValues, type PricedItem } from './course-price-form';
import { DiscountPreview } from './DiscountPreview';
import '@/features/catalog/i18n';

/** The prices a dialog sends: the regular one and the optional promotional one, in centavos. */
export interface PromotionalPrices {
  price: number;
  discountPrice: number | null;
}

/**
 * The price dialog of a regular and an optional promotional price ('Editar Preço - {name}'), for a
 * course or a citizenship service: `send` stores them, `savedMessage` says so.
 */
export function usePromotionalPricesDialog(
  item: PricedItem | null,
  saving: boolean,
  send: (id: number, prices: PromotionalPrices) => Promise<unknown>,
  savedMessage: string,
): PriceDialogSetup<CoursePriceValues> {
  const { t } = useTranslation();
  return {
    title: item ? t('catalog.courseAdmin.dialogTitle', { name: item.name }) : '',
    itemKey: item?.id ?? null,
    initialValues: item && coursePriceValues(item),
    validationSchema: coursePriceSchema(t),
    fields: [
      { name: 'price', label: t('catalog.courseAdmin.priceField'), description: t('catalog.courseAdmin.hint') },
      {
        name: 'discountPrice',
        label: t('catalog.courseAdmin.discountField'),
        description: t('catalog.courseAdmin.discountHint'),
      },
    ],
    saving,
    save: async (values) => {
      const checked = checkCoursePrices(values.price, values.discountPrice);
      if (!item || checked.price === null) return;
      await send(item.id, { price: checked.price, discountPrice: checked.discountPrice });
    },
    saved: { title: t('catalog.courseAdmin.savedTitle'), message: savedMessage },
    failed: { title: t('catalog.courseAdmin.failedTitle'), message: t('catalog.courseAdmin.failedMessage') },
    preview: (values) => <DiscountPreview values={values} />,
  };
}

/** The price dialog of a course's regular and promotional prices, saved with PATCH /api/courses/{id}. */
export function useCoursePricesDialog(course: Course | null): PriceDialogSetup<CoursePriceValues> {
  const { t } = useTranslation();
  const [updateCourse, { isLoading: saving }] = useUpdateCourseMutation();
  return usePromotionalPricesDialog(
    course,
    saving,
    (id, changes) => updateCourse({ id, changes }).unwrap(),
    t('catalog.courseAdmin.savedMessage'),
  );
}
