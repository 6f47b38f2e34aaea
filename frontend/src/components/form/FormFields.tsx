import {
  Stack,
  Textarea,
  TextInput,
  type PasswordInputProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { textFieldProps, type TextField } from './field-props';
import { characters } from './rules';
import './i18n';
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

type TextFieldProps<V> = FormFieldProps<V> & Omit<TextInputProps, Bound | 'required'>;
type PasswordFieldProps<V> = FormFieldProps<V> & Omit<PasswordInputProps, Bound | 'required'>;
type TextareaFieldProps<V> = FormFieldProps<V> & Omit<TextareaProps, Bound | 'required'>;

/** A text input bound to a field of a Formik form, showing its message once the field was visited. */
export function FormTextField<V>({ formik, name, required, ...props }: TextFieldProps<V>) {
  return <TextInput withAsterisk={required} {...props} {...textFieldProps(formik, name)} />;
}

/** A username, left as typed: no capital letter, no spelling marks. */
export function FormUsernameField<V>(props: TextFieldProps<V>) {
  return <FormTextField autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />;
}

/** A person's full name, which browsers fill in from the person's card. */
export function FormNameField<V>(props: TextFieldProps<V>) {
  return <FormTextField autoComplete="name" {...props} />;
}

/** An e-mail address, with the keyboard and autofill phones offer for one. */
export function FormEmailField<V>(props: TextFieldProps<V>) {
  return <FormTextField type="email" autoComplete="email" {...props} />;
}

/** A phone number, with the keypad and autofill phones offer for one. */
export function FormPhoneField<V>(props: TextFieldProps<V>) {
  return <FormTextField type="tel" autoComplete="tel" {...props} />;
}

/**
 * A text of several lines bound to a field of a Formik form, showing its message once the field was
 * visited; with `maxChars`, the count of its characters under it, as long as the text may be.
 */
export function FormTextareaField<V>({
  formik,
  name,
  required,
  maxChars,
  ...props
}: TextareaFieldProps<V> & { maxChars?: number }) {
  const { t } = useTranslation();
  const bound = textFieldProps(formik, name);
  const counted: Partial<TextareaProps> =
    maxChars === undefined
      ? {}
      : {
          description: t('form.characters', { length: characters(bound.value), max: maxChars }),
          inputWrapperOrder: ['label', 'input', 'description', 'error'],
        };
  return <Textarea withAsterisk={required} {...counted} {...props} {...bound} />;
}

/**
 * A code from an authenticator app: the phone offers digits and the code it just received.
 * `acceptsRecoveryCode` lets letters in too, for the longer single-use recovery codes.
 */
export function FormOneTimeCodeField<V>({
  acceptsRecoveryCode = false,
  ...props
}: TextFieldProps<V> & { acceptsRecoveryCode?: boolean }) {
  return (
    <FormTextField
      inputMode={acceptsRecoveryCode ? 'text' : 'numeric'}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={acceptsRecoveryCode ? undefined : 7}
      {...props}
    />
  );
}

/** The password the person has now, which password managers fill in. */
export function FormCurrentPasswordField<V>(props: PasswordFieldProps<V>) {
  return <FormPasswordField autoComplete="current-password" {...props} />;
}

/** A password input bound to a field of a Formik form, showing its message once the field was visited. */
export function FormPasswordField<V>({ formik, name, required, ...props }: PasswordFieldProps<V>) {
  return <PasswordField withAsterisk={required} {...props} {...textFieldProps(formik, name)} />;
}

/** The password being chosen, typed again; password managers leave it to the one they suggested. */
export function FormConfirmPasswordField<V>(props: PasswordFieldProps<V>) {
  return <FormPasswordField autoComplete="new-password" {...props} />;
}

/**
 * A password being chosen, with a live strength meter under it. `userInputs` are words the meter
 * counts as easy guesses (the person's name, username, e-mail); `acceptedFrom` the least score the
 * server takes for the account (staff need more).
 */
export function FormNewPasswordField<V>({
  userInputs,
  acceptedFrom,
  ...props
}: PasswordFieldProps<V> & { userInputs?: string[]; acceptedFrom?: number }) {
  return (
    <Stack gap={6}>
      <FormPasswordField autoComplete="new-password" {...props} />
      <PasswordStrengthMeter
        password={props.formik.values[props.name] as string}
        userInputs={userInputs}
        acceptedFrom={acceptedFrom}
      />
    </Stack>
  );
}
