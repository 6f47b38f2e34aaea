import type { TFunction } from 'i18next';
import * as Yup from 'yup';

/** The server's limits on an account's fields, checked here first so the form says so at once. */
export const FULL_NAME_MAX = 120;
export const USERNAME_MAX = 50;
// The server's `char::is_alphanumeric`: Unicode's Alphabetic (letters and the marks that combine
// with them) and numbers.
const USERNAME_CHARACTERS = /^[\p{Alphabetic}\p{N}._\-@]+$/u;

const PHONE_MAX = 25;
const PHONE_DIGITS = { min: 8, max: 15 };
// Plain spaces only, as the server: a pasted no-break space is refused there.
const PHONE_CHARACTERS = /^[\d +\-()]+$/;

/** The server's phone rule: 8 to 15 digits, with spaces, '+', '-' and parentheses, 25 characters at most. */
export function isPhone(text: string): boolean {
  const value = text.trim();
  const digits = value.replace(/\D/g, '').length;
  return (
    PHONE_CHARACTERS.test(value) &&
    digits >= PHONE_DIGITS.min &&
    digits <= PHONE_DIGITS.max &&
    value.length <= PHONE_MAX
  );
}

/** A phone that may be left empty; typed, it must be one. */
export function phoneField(t: TFunction) {
  return Yup.string()
    .trim()
    .test('phone', t('common.validation.phoneInvalid'), (value) => !value || isPhone(value));
}

/** Code points, as the server counts characters (a letter outside the BMP is one, not two). */
export const characters = (value: string | undefined) => Array.from(value ?? '').length;

/** A person's full name, required with `requiredMessage`, at most FULL_NAME_MAX characters. */
export function fullNameField(t: TFunction, requiredMessage: string) {
  return Yup.string()
    .trim()
    .required(requiredMessage)
    .test(
      'max',
      t('common.validation.fullNameTooLong', { max: FULL_NAME_MAX }),
      (value) => characters(value) <= FULL_NAME_MAX,
    );
}

/** A username: `min` characters or more (with its message), letters, digits and . _ - @ only. */
export function usernameField(t: TFunction, min: number, minMessage: string) {
  return Yup.string()
    .trim()
    .required(minMessage)
    .test('min', minMessage, (value) => characters(value) >= min)
    .test(
      'max',
      t('common.validation.usernameTooLong', { max: USERNAME_MAX }),
      (value) => characters(value) <= USERNAME_MAX,
    )
    .matches(USERNAME_CHARACTERS, t('common.validation.usernameCharacters'));
}

/** The server's limits on a request form's one-line answers and on its longer texts. */
export const LINE_MAX = 200;
export const LONG_TEXT_MAX = 5000;

/** Free text of at most `max` characters, said in the server's words before the form is sent. */
export function textField(t: TFunction, max: number = LINE_MAX) {
  return Yup.string().test(
    'max',
    t('common.validation.textTooLong', { max }),
    (value) => characters(value?.trim()) <= max,
  );
}
