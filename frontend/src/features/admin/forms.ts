import type { TFunction } from 'i18next';
import * as Yup from 'yup';
import {
  checkCoursePrices,
  readRequiredPrice,
  type Course,
  type CourseChanges,
  type Service,
  type ServiceChanges,
} from '@/features/catalog';
import { formatPriceInput } from '@/lib/price';
import '@/features/catalog/i18n';

const NAME_MIN_LENGTH = 3;
const DISCOUNT_CODE_MAX_LENGTH = 50;
const WHOLE_NUMBER = /^\d+$/;

/** The admin service form as typed. */
export interface ServiceFormValues {
  name: string;
  /** Brazilian format; empty means 'SOB CONSULTA'. */
  price: string;
  discountAvailable: boolean;
  /** A whole percentage, 1 to 99. */
  discountAmount: string;
  discountCode: string;
  active: boolean;
}

export interface CourseFormValues {
  name: string;
  price: string;
  /** Brazilian format; empty or zero means no promotion. */
  discountPrice: string;
  /** Sent to a client whose discount request staff approve; empty for none. */
  discountCode: string;
  active: boolean;
}

export function serviceFormValues(service: Service): ServiceFormValues {
  return {
    name: service.name,
    price: service.price === null ? '' : formatPriceInput(service.price),
    discountAvailable: service.discountAvailable ?? false,
    discountAmount: service.discountAmount == null ? '' : String(service.discountAmount),
    discountCode: service.discountCode ?? '',
    active: service.active ?? true,
  };
}

export function courseFormValues(course: Course): CourseFormValues {
  return {
    name: course.name,
    price: formatPriceInput(course.price),
    discountPrice: course.discountPrice === null ? '' : formatPriceInput(course.discountPrice),
    discountCode: course.discountCode ?? '',
    active: course.active,
  };
}

function discountPercentOf(text: string): number | null {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const percent = Number(trimmed);
  return percent >= 1 && percent <= 99 ? percent : null;
}

/** An optional discount code, 50 characters at most. */
function discountCodeSchema(t: TFunction) {
  return Yup.string().trim().max(DISCOUNT_CODE_MAX_LENGTH, t('catalog.admin.validation.discountCodeTooLong'));
}

function nameSchema(t: TFunction) {
  const message = t('catalog.admin.validation.nameTooShort');
  return Yup.string().trim().required(message).min(NAME_MIN_LENGTH, message);
}

/** The rules of the admin service form; the discount fields count only while a discount is on. */
export function serviceFormSchema(t: TFunction) {
  return Yup.object({
    name: nameSchema(t),
    price: Yup.string().test('price', function check(value) {
      if (!value?.trim()) return true;
      const read = readRequiredPrice(value);
      return 'error' in read ? this.createError({ message: t(read.error) }) : true;
    }),
    discountAvailable: Yup.boolean(),
    discountAmount: Yup.string().when('discountAvailable', {
      is: true,
      then: (schema) =>
        schema.test(
          'percent',
          t('catalog.admin.validation.discountRange'),
          (value) => discountPercentOf(value ?? '') !== null,
        ),
    }),
    discountCode: Yup.string().when('discountAvailable', {
      is: true,
      then: () => discountCodeSchema(t),
    }),
    active: Yup.boolean(),
  });
}

/** What PATCH /api/services/{id} gets from a valid form: prices in centavos, no discount data when it is off. */
export function serviceChanges(values: ServiceFormValues): ServiceChanges {
  const price = values.price.trim() === '' ? null : readRequiredPrice(values.price);
  const code = values.discountCode.trim();
  return {
    name: values.name.trim(),
    price: price && 'centavos' in price ? price.centavos : null,
    discountAvailable: values.discountAvailable,
    discountAmount: values.discountAvailable ? discountPercentOf(values.discountAmount) : null,
    discountCode: values.discountAvailable && code !== '' ? code : null,
    active: values.active,
  };
}

/** The rules of the admin course form: a name, a regular price, an optional promotional price below it. */
export function courseFormSchema(t: TFunction) {
  return Yup.object({
    name: nameSchema(t),
    price: Yup.string().test('price', function check(value) {
      const error = checkCoursePrices(value ?? '', '').errors.price;
      return error ? this.createError({ message: t(error) }) : true;
    }),
    discountPrice: Yup.string().test('discount-price', function check(value) {
      // Formik hands Yup empty fields as undefined.
      const parent = this.parent as Partial<CourseFormValues>;
      const error = checkCoursePrices(parent.price ?? '', value ?? '').errors.discountPrice;
      return error ? this.createError({ message: t(error) }) : true;
    }),
    discountCode: discountCodeSchema(t),
    active: Yup.boolean(),
  });
}

/** What PATCH /api/courses/{id} gets from a valid form. */
export function courseChanges(values: CourseFormValues): CourseChanges {
  const checked = checkCoursePrices(values.price, values.discountPrice);
  return {
    name: values.name.trim(),
    price: checked.price ?? 0,
    discountPrice: checked.discountPrice,
    discountCode: values.discountCode.trim() === '' ? null : values.discountCode.trim(),
    active: values.active,
  };
}
