import type { FormikProps } from 'formik';

/** The fields of a form's values that hold text. */
export type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** A field's message, once the field was visited (or the form submitted); flat fields only. */
export function fieldError<V>(formik: FormikProps<V>, name: keyof V & string): string | undefined {
  const error: unknown = formik.touched[name] ? formik.errors[name] : undefined;
  return typeof error === 'string' ? error : undefined;
}

/** Binds a text field of a Formik form to a Mantine input, showing its error once it was visited. */
export function textFieldProps<V>(formik: FormikProps<V>, name: TextField<V>) {
  return {
    name,
    value: formik.values[name] as string,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: fieldError(formik, name),
  };
}
