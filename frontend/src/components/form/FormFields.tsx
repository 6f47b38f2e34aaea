import { Stack, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import type { FormikProps } from 'formik';
import { textFieldProps, type TextField } from './field-props';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

type Bound = 'name' | 'value' | 'onChange' | 'onBlur' | 'error';

interface FormFieldProps<V> {
  /** The form the field belongs to. */
  formik: FormikProps<V>;
  /** The value the field shows and edits. */
  name: TextField<V>;
  label: string;
  /** Marks the field with an asterisk. */
  required?: boolean;
}

/** Leaves a username as typed: no capital letter, no spelling marks. */
export const usernameInputProps = { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false } as const;

/** A text input bound to a field of a Formik form, showing its message once the field was visited. */
export function FormTextField<V>({
  formik,
  name,
  required,
  ...props
}: FormFieldProps<V> & Omit<TextInputProps, Bound | 'required'>) {
  return <TextInput withAsterisk={required} {...props} {...textFieldProps(formik, name)} />;
}

/** A password input bound to a field of a Formik form, showing its message once the field was visited. */
export function FormPasswordField<V>({
  formik,
  name,
  required,
  ...props
}: FormFieldProps<V> & Omit<PasswordInputProps, Bound | 'required'>) {
  return <PasswordField withAsterisk={required} {...props} {...textFieldProps(formik, name)} />;
}

/**
 * A password being chosen, with a live strength meter under it. `userInputs` are words the meter
 * counts as easy guesses (the person's name, username, e-mail).
 */
export function FormNewPasswordField<V>({
  userInputs,
  ...props
}: FormFieldProps<V> & Omit<PasswordInputProps, Bound | 'required'> & { userInputs?: string[] }) {
  return (
    <Stack gap={6}>
      <FormPasswordField {...props} />
      <PasswordStrengthMeter password={props.formik.values[props.name] as string} userInputs={userInputs} />
    </Stack>
  );
}
