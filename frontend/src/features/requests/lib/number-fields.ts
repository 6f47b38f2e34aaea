import type { TFunction } from 'i18next';
import * as Yup from 'yup';
import { formatBrl, parsePrice, trimLikeServer } from '@/lib/price';
import '../i18n';

/**
 * The request forms' numbers, as the server reads them (crates/domain/src/requests/form/numbers.rs;
 * both sides run `testdata/form-numbers.json`): an amount of reais and an INSS number, optional,
 * and kept in one written form.
 */

/** The NIT/PIS check digit's weights, for its first ten digits. */
const NIT_WEIGHTS = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** An amount as typed ('350000'), as the request keeps it ('R$ 350.000,00'); '' for none, null when refused. */
export function readAmount(text: string): string | null {
  const value = trimLikeServer(text);
  if (value === '') return '';
  const centavos = parsePrice(value);
  return centavos === null ? null : formatBrl(centavos);
}

/** An INSS number as typed, as the request keeps it ('120.12345.67-2'); '' for none, null when refused. */
export function readInssNumber(text: string): string | null {
  const value = trimLikeServer(text);
  if (value === '') return '';
  const digits = value.replace(/[.\- /]/g, '');
  // All zeros passes the check digit but is no one's number.
  if (!/^\d{11}$/.test(digits) || /^0+$/.test(digits)) return null;
  const sum = NIT_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits.charAt(i)), 0);
  const check = 11 - (sum % 11);
  if (Number(digits.charAt(10)) !== (check >= 10 ? 0 : check)) return null;
  return `${digits.slice(0, 3)}.${digits.slice(3, 8)}.${digits.slice(8, 10)}-${digits.slice(10)}`;
}

/** An optional amount of reais, said wrong before the form is sent. */
export function amountField(t: TFunction) {
  return Yup.string().test('amount', t('requests.numbers.amountInvalid'), (value) => readAmount(value ?? '') !== null);
}

/** An optional INSS number (NIT/PIS), said wrong before the form is sent. */
export function inssNumberField(t: TFunction) {
  return Yup.string().test('inss', t('requests.numbers.inssInvalid'), (value) => readInssNumber(value ?? '') !== null);
}
