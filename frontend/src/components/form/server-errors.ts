import { getIn, setIn, type FormikErrors } from 'formik';
import i18n from 'i18next';
import type { ApiError, FieldErrors } from '@/lib/api-error';
import './i18n';

/** Names that reach into an object's prototype rather than a field. */
const NOT_FIELDS = new Set(['__proto__', 'constructor', 'prototype']);

/** Whether the form's values have the field at `path` ('email', or 'heirs.0.name' inside a list). */
function holds(values: object, path: string): boolean {
  const keys = path.split('.');
  if (keys.some((key) => NOT_FIELDS.has(key))) return false;
  const last = keys.pop() ?? '';
  const parent: unknown = keys.length > 0 ? getIn(values, keys.join('.')) : values;
  if (Array.isArray(parent)) return /^\d+$/.test(last) && Number(last) < parent.length;
  return typeof parent === 'object' && parent !== null && Object.prototype.hasOwnProperty.call(parent, last);
}

/**
 * The server's per-field messages (`fieldErrors` of an error body) that belong to fields of this
 * form, to show under those fields, a list's items included; messages about other fields are left to
 * the caller.
 */
export function serverFieldErrors<V extends object>(values: V, fieldErrors: FieldErrors): FormikErrors<V> {
  // A list's own message ('heirs') first, its items' after: an item's message takes the list's place.
  const byDepth = Object.entries(fieldErrors).sort(([a], [b]) => a.split('.').length - b.split('.').length);
  return byDepth.reduce<FormikErrors<V>>(
    (errors, [field, message]) => (holds(values, field) ? (setIn(errors, field, message) as FormikErrors<V>) : errors),
    {},
  );
}

/** The messages standing in `errors`, a list's items' included. */
function messagesIn(errors: unknown): string[] {
  if (typeof errors === 'string') return [errors];
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.values(errors).flatMap(messagesIn);
}

/**
 * What a refused form shows: the server's messages under this form's fields (`errors`), and the text
 * of its toast (`message`): where to look when a field got a message (the reason stands there, the
 * toast does not say it twice: 'Este e-mail já está em uso'), else the server's reason.
 */
export function formRefusal<V extends object>(
  values: V,
  error: ApiError,
): { errors: FormikErrors<V>; message: string } {
  const errors = serverFieldErrors(values, error.fieldErrors);
  const marked = messagesIn(errors).length;
  if (marked === 0) return { errors, message: error.message };
  return { errors, message: i18n.t(marked === 1 ? 'form.seeTheField' : 'form.seeTheFields') };
}
