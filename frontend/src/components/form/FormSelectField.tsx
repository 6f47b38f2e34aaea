import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { FormikProps } from 'formik';
import { textFieldProps, type TextField } from './field-props';

interface FormSelectFieldProps<V> extends Omit<NativeSelectProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> {
  formik: FormikProps<V>;
  name: TextField<V>;
  label: string;
  /** The choices, each a stored value and its label. */
  options: Record<string, string>;
}

/** A choice among a few fixed values, bound to a text field of a Formik form (the browser's own select). */
export function FormSelectField<V>({ formik, name, options, ...props }: FormSelectFieldProps<V>) {
  const data = Object.entries(options).map(([value, label]) => ({ value, label }));
  return <NativeSelect data={data} {...props} {...textFieldProps(formik, name)} />;
}
