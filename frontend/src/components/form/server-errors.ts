import type { FormikErrors } from 'formik';
import type { FieldErrors } from '@/lib/api-error';

/**
 * The server's per-field messages (`fieldErrors` of an error body) that belong to fields of this
 * form, to show under those fields; messages about other fields are left to the caller.
 */
export function serverFieldErrors<V extends object>(values: V, fieldErrors: FieldErrors): FormikErrors<V> {
  return Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => field in values)) as FormikErrors<V>;
}
