import type { FormikProps } from 'formik';

/** The fields of a form's values that hold text. */
export type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

interface FieldState {
  value: unknown;
  error?: unknown;
  touched: unknown;
  /** What the form opened with: a field emptied by the person is not only passed over. */
  initialValue?: unknown;
}

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Whether a field shows its message: once it was visited, except a field left as empty as it
 * opened, only passed over (Tab through a form should not paint it red with "obrigatório"), which
 * waits for the form to be sent. A value typed, or one erased, is checked as soon as the field is left.
 */
export function shownError(
  { value, error, touched, initialValue }: FieldState,
  submitCount: number,
): string | undefined {
  if (!touched || typeof error !== 'string') return undefined;
  return blank(value) && blank(initialValue) && submitCount === 0 ? undefined : error;
}

/** A field's message, as `shownError` says; flat fields only. */
export function fieldError<V>(formik: FormikProps<V>, name: keyof V & string): string | undefined {
  const field = {
    value: formik.values[name],
    error: formik.errors[name],
    touched: formik.touched[name],
    initialValue: formik.initialValues[name],
  };
  return shownError(field, formik.submitCount);
}

/** Binds a text field of a Formik form to a Mantine input, with its message as `fieldError` shows it. */
export function textFieldProps<V>(formik: FormikProps<V>, name: TextField<V>) {
  return {
    name,
    value: formik.values[name] as string,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: fieldError(formik, name),
  };
}
