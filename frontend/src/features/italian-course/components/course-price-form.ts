import type { TFunction } from 'i18next';
import * as Yup from 'yup';
import { checkCoursePrices } from '@/features/catalog';
import { formatPriceInput } from '@/lib/price';

/** The course admin price form as typed: Brazilian format, the promotional price optional. */
export interface CoursePriceValues {
  price: string;
  discountPrice: string;
}

/** Something with a regular and an optional promotional price (a course, a citizenship service). */
export interface PricedItem {
  id: number;
  name: string;
  price: number;
  discountPrice: number | null;
}

export function coursePriceValues(course: PricedItem): CoursePriceValues {
  return {
    price: formatPriceInput(course.price),
    discountPrice: course.discountPrice === null ? '' : formatPriceInput(course.discountPrice),
  };
}

/**
 * The rules: the regular price above zero ('O preço deve ser maior que zero'), the
 * promotional one below it ('O preço com desconto deve ser menor que o preço regular').
 */
export function coursePriceSchema(t: TFunction) {
  return Yup.object({
    price: Yup.string().test('price', function check(value) {
      const error = checkCoursePrices(value ?? '', '').errors.price;
      return error ? this.createError({ message: t(error) }) : true;
    }),
    discountPrice: Yup.string().test('discount-price', function check(value) {
      // Formik hands Yup empty fields as undefined.
      const parent = this.parent as Partial<CoursePriceValues>;
      const error = checkCoursePrices(parent.price ?? '', value ?? '').errors.discountPrice;
      return error ? this.createError({ message: t(error) }) : true;
    }),
  });
}
