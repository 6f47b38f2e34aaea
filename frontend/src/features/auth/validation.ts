import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { NEW_PASSWORD_MIN_LENGTH, fullNameField, phoneField, usernameField } from '@/components/form';
import './i18n';

/** The rules of the account forms, with their messages; the server checks the same again. */
export const USERNAME_MIN_LENGTH = 3;
/** The server also refuses common and guessable passwords; it stays the judge. */
export const PASSWORD_MIN_LENGTH = NEW_PASSWORD_MIN_LENGTH;

export function signInSchema(t: TFunction) {
  return yup.object({
    username: yup.string().trim().required(t('auth.validation.usernameRequired')),
    password: yup.string().required(t('auth.validation.passwordRequired')),
  });
}

export function emailSchema(t: TFunction) {
  return yup.string().trim().required(t('auth.validation.emailInvalid')).email(t('auth.validation.emailInvalid'));
}

/** A new password and its confirmation, as in registration and in the reset page. */
function newPasswordFields(t: TFunction, passwordField: string) {
  return {
    [passwordField]: yup
      .string()
      .min(PASSWORD_MIN_LENGTH, t('auth.validation.passwordMin'))
      .required(t('auth.validation.passwordMin')),
    confirmPassword: yup
      .string()
      .required(t('auth.validation.confirmPasswordRequired'))
      .oneOf([yup.ref(passwordField)], t('auth.validation.passwordsDontMatch')),
  };
}

export function registerSchema(t: TFunction) {
  return yup.object({
    fullName: fullNameField(t, t('auth.validation.fullNameRequired')),
    email: emailSchema(t),
    phone: phoneField(t),
    username: usernameField(t, USERNAME_MIN_LENGTH, t('auth.validation.usernameMin')),
    ...newPasswordFields(t, 'password'),
  });
}

export function resetRequestSchema(t: TFunction) {
  return yup.object({ email: emailSchema(t) });
}

export function newPasswordSchema(t: TFunction) {
  return yup.object(newPasswordFields(t, 'newPassword'));
}
