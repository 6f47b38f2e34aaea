import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { phoneField } from '@/components/form';
import type { ApiSchema } from '@/lib/api-types';
import '../i18n';

/** Whether a service is an Italian one, whose booking asks for the passport data. */
export function isItalianService(serviceName: string | null | undefined): boolean {
  const name = (serviceName ?? '').toLowerCase();
  return name.includes('italiano') || name.includes('italia') || name.includes('itália');
}

/** What an Italian service's booking adds, as a form holds it: the phone and the passport data, all text. */
export interface ItalianValues {
  clientPhone: string;
  birthDate: string;
  birthPlace: string;
  currentAddress: string;
  documentType: string;
  documentNumber: string;
  documentIssueDate: string;
  documentExpiryDate: string;
  documentIssuer: string;
  aireRegistrationNumber: string;
}

export const emptyItalian: ItalianValues = {
  clientPhone: '',
  birthDate: '',
  birthPlace: '',
  currentAddress: '',
  documentType: '',
  documentNumber: '',
  documentIssueDate: '',
  documentExpiryDate: '',
  documentIssuer: '',
  aireRegistrationNumber: '',
};

/** The longest line the server accepts. */
export const MAX_TEXT = 500;

/** A line of text of at most `MAX_TEXT` characters. */
export const textRule = (t: TFunction) =>
  yup
    .string()
    .trim()
    .max(MAX_TEXT, t('appointments.validation.tooLong', { max: MAX_TEXT }));

/**
 * The rules of the phone and passport fields, with the server's messages: all required for an
 * Italian service (`required`), free otherwise.
 */
export function italianRules(t: TFunction, required: boolean) {
  const line = (message: string) => (required ? textRule(t).required(message) : textRule(t));
  const day = (message: string) => (required ? yup.string().required(message) : yup.string());
  return {
    // The account's phone rule, as the server checks a booking's phone.
    clientPhone: required ? phoneField(t).required(t('appointments.validation.clientPhoneRequired')) : phoneField(t),
    birthDate: day(t('appointments.validation.birthDateRequired')),
    birthPlace: line(t('appointments.validation.birthPlaceRequired')),
    currentAddress: line(t('appointments.validation.currentAddressRequired')),
    documentType: line(t('appointments.validation.documentTypeRequired')),
    documentNumber: line(t('appointments.validation.documentNumberRequired')),
    documentIssueDate: day(t('appointments.validation.documentIssueDateRequired')),
    documentExpiryDate: day(t('appointments.validation.documentExpiryDateRequired')).test(
      'after-issue',
      t('appointments.validation.expiryBeforeIssue'),
      (expiry, context) => {
        const issued = (context.parent as ItalianValues).documentIssueDate;
        return !required || !expiry || !issued || expiry > issued;
      },
    ),
    documentIssuer: line(t('appointments.validation.documentIssuerRequired')),
    aireRegistrationNumber: line(t('appointments.validation.aireRegistrationNumberRequired')),
  };
}

/** Blank text as the server wants it: left out. */
export const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** The phone and the passport part of a request body; nothing of the passport without an Italian service. */
export function italianRequest(values: ItalianValues, italian: boolean): ApiSchema<'HoldDetailsForm'> {
  const text = (value: string) => (italian ? optional(value) : null);
  return {
    clientPhone: optional(values.clientPhone),
    birthDate: text(values.birthDate),
    birthPlace: text(values.birthPlace),
    currentAddress: text(values.currentAddress),
    documentType: text(values.documentType),
    documentNumber: text(values.documentNumber),
    documentIssueDate: text(values.documentIssueDate),
    documentExpiryDate: text(values.documentExpiryDate),
    documentIssuer: text(values.documentIssuer),
    aireRegistrationNumber: text(values.aireRegistrationNumber),
  };
}
