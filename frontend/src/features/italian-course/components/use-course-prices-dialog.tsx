import { useTranslation } from 'react-i18next';
import { checkCoursePrices, useUpdateCourseMutation, type Course, type PriceDialogSetup } from '@/features/catalog';
import { coursePriceSchema, coursePriceValues, type CoursePriceValues } from './course-price-form';
import { DiscountPreview } from './DiscountPreview';

/** The price dialog of a course's regular and promotional prices, saved with PATCH /api/courses/{id}. */
export function useCoursePricesDialog(course: Course | null): PriceDialogSetup<CoursePriceValues> {
  const { t } = useTranslation();
  const [updateCourse, { isLoading: saving }] = useUpdateCourseMutation();

  return {
    title: course ? t('catalog.courseAdmin.dialogTitle', { name: course.name }) : '',
    itemKey: course?.id ?? null,
    initialValues: course && coursePriceValues(course),
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
      if (!course || checked.price === null) return;
      await updateCourse({
        id: course.id,
        changes: { price: checked.price, discountPrice: checked.discountPrice },
      }).unwrap();
    },
    saved: { title: t('catalog.courseAdmin.savedTitle'), message: t('catalog.courseAdmin.savedMessage') },
    failed: { title: t('catalog.courseAdmin.failedTitle'), message: t('catalog.courseAdmin.failedMessage') },
    preview: (values) => <DiscountPreview values={values} />,
  };
}
