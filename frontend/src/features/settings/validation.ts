import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { NEW_PASSWORD_MIN_LENGTH, fullNameField, phoneField, usernameField } from '@/components/form';
import './i18n';

/** The rules of the settings forms, in Portuguese; the server checks the same again. */
export function profileSchema(t: TFunction) {
  return yup.object({
    fullName: fullNameField(t, t('settings.validation.fullNameRequired')),
    email: yup
      .string()
      .trim()
      .required(t('settings.validation.emailInvalid'))
      .email(t('settings.validation.emailInvalid')),
    phone: phoneField(t),
    username: usernameField(t, 3, t('settings.validation.usernameMin')),
  });
}

export function passwordSchema(t: TFunction) {
  return yup.object({
    currentPassword: yup.string().required(t('settings.validation.currentPasswordRequired')),
    newPassword: yup
      .string()
      .min(NEW_PASSWORD_MIN_LENGTH, t('settings.validation.passwordMin'))
      .required(t('settings.validation.passwordMin')),
    confirmPassword: yup
      .string()
      .required(t('settings.validation.confirmPasswordRequired'))
      .oneOf([yup.ref('newPassword')], t('settings.validation.passwordsDontMatch')),
  });
}
