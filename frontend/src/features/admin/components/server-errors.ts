import type { FormikErrors } from 'formik';
import type { ApiError } from '@/lib/api-error';

/** The server's per-field messages that belong to fields of this form, to show on them. */
export function fieldErrorsFor<Values extends object>(error: ApiError, values: Values): FormikErrors<Values> {
  return Object.fromEntries(
    Object.entries(error.fieldErrors).filter(([field]) => field in values),
  ) as FormikErrors<Values>;
}
