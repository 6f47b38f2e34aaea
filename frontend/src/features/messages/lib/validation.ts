import type { TFunction } from 'i18next';
import * as Yup from 'yup';
import '../i18n';

/** The longest message the server accepts, in characters. */
export const MAX_CONTENT_LENGTH = 5000;

/** The text of a message or a reply: required once trimmed, and at most MAX_CONTENT_LENGTH characters. */
export function contentSchema(t: TFunction) {
  return Yup.string()
    .trim()
    .required(t('messages.validation.contentRequired'))
    .max(MAX_CONTENT_LENGTH, t('messages.validation.contentTooLong', { max: MAX_CONTENT_LENGTH }));
}
