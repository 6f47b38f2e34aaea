import { parseCentavos } from '@/lib/price';
import './i18n';

/** The catalogue keys of the messages a course's prices can be refused with. */
export type PriceErrorKey = 'catalog.price.invalid' | 'catalog.price.notPositive' | 'catalog.price.discountNotBelow';

/**
 * Reads a price typed as the regular price of something: centavos above zero, or why not.
 * 'O preço deve ser maior que zero' for a zero amount, the parser's message for anything else.
 */
export function readRequiredPrice(text: string): { centavos: number } | { error: PriceErrorKey } {
  const centavos = parseCentavos(text);
  if (centavos === null) return { error: 'catalog.price.invalid' };
  if (centavos <= 0) return { error: 'catalog.price.notPositive' };
  return { centavos };
}

export interface CoursePricesCheck {
  /** Centavos when valid. */
  price: number | null;
  /** Centavos, or null for no promotion (empty or zero) or when invalid. */
  discountPrice: number | null;
  errors: { price?: PriceErrorKey; discountPrice?: PriceErrorKey };
}

/**
 * A course's regular and promotional prices as typed: the regular price
 * above zero; the promotional one optional (empty or zero means none) and below the regular one.
 */
export function checkCoursePrices(priceText: string, discountText: string): CoursePricesCheck {
  const errors: CoursePricesCheck['errors'] = {};
  const regular = readRequiredPrice(priceText);
  const price = 'centavos' in regular ? regular.centavos : null;
  if ('error' in regular) errors.price = regular.error;

  let discountPrice: number | null = null;
  if (discountText.trim() !== '') {
    const discount = parseCentavos(discountText);
    if (discount === null) errors.discountPrice = 'catalog.price.invalid';
    else if (discount > 0) {
      if (price !== null && discount >= price) errors.discountPrice = 'catalog.price.discountNotBelow';
      else discountPrice = discount;
    }
  }
  return { price, discountPrice: errors.discountPrice ? null : discountPrice, errors };
}
