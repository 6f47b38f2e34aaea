import type { TFunction } from 'i18next';
import * as yup from 'yup';
import '../../i18n';

/** Six digits from the app (a space in the middle is fine). */
export const appCode = (t: TFunction) =>
  yup
    .string()
    .trim()
    .required(t('settings.twoFactor.codeRequired'))
    .matches(/^\d{3}\s?\d{3}$/, t('settings.twoFactor.codeFormat'));

/** A code from the app or a recovery code. */
export const anyCode = (t: TFunction) => yup.string().trim().required(t('settings.twoFactor.codeRequired'));

export const currentPassword = (t: TFunction) => yup.string().required(t('settings.twoFactor.passwordRequired'));

/** Groups of four, for typing a secret by hand. */
export const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;
