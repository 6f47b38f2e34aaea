import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { checkCoursePrices, computeDiscountPercent } from '@/features/catalog';
import type { CoursePriceValues } from './course-price-form';
import '@/features/catalog/i18n';

/** The discount the typed prices would give, said as they are typed. */
export function DiscountPreview({ values }: { values: CoursePriceValues }) {
  const { t } = useTranslation();
  const checked = checkCoursePrices(values.price, values.discountPrice);
  const percent =
    checked.price !== null && checked.discountPrice !== null
      ? computeDiscountPercent(checked.price, checked.discountPrice)
      : null;
  return (
    <Text size="sm" c="dimmed" aria-live="polite" mih="1.5em">
      {percent !== null && t('catalog.courseAdmin.discountPreview', { percent })}
    </Text>
  );
}
