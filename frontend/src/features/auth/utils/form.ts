import type { FormikErrors, FormikProps } from 'formik';
import type { FieldErrors } from '@/lib/api-error';

/** The fields of a form's values that hold text. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** Binds a text field of a Formik form to a Mantine input, showing its error once it was visited. */
export function textFieldProps<V>(formik: FormikProps<V>, name: TextField<V>) {
  const error = formik.touched[name] ? formik.errors[name] : undefined;
  return {
    name,
    value: formik.values[name] as string,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: typeof error === 'string' ? error : undefined,
  };
}

/** The server's messages for the fields this form has, to show them under those fields. */
export function serverFieldErrors<V extends object>(values: V, fieldErrors: FieldErrors): FormikErrors<V> {
  return Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => field in values)) as FormikErrors<V>;
}
