import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { BookingRules, BookingValues } from './booking-values';
import { isWeekend, today } from './dates';
import '../i18n';

const MAX_TEXT = 500;
/** What the server accepts in 'Observações'. */
export const MAX_NOTES = 5000;

/**
 * The rules of spec part 1, section 5, with the server's messages (crates/domain appointments/form.rs),
 * so the form says the same before sending as the server would after.
 */
export function bookingSchema(t: TFunction, rules: BookingRules) {
  const tooLong = (max: number) => t('appointments.validation.tooLong', { max });
  const text = () => yup.string().trim().max(MAX_TEXT, tooLong(MAX_TEXT));
  const required = (message: string) => text().required(message);
  const whenItalian = (message: string) => (rules.italian ? required(message) : text());
  const italianDay = (message: string) => (rules.italian ? yup.string().required(message) : yup.string());
  const emailInvalid = t('appointments.validation.clientEmailInvalid');
  const firstDay = rules.firstDay ?? today();

  return yup.object({
    clientName: required(t('appointments.validation.clientNameRequired')),
    clientEmail: yup.string().trim().required(emailInvalid).email(emailInvalid),
    clientPhone: whenItalian(t('appointments.validation.clientPhoneRequired')),
    serviceId: yup.string().required(t('appointments.validation.serviceRequired')),
    location: yup.string().required(t('appointments.validation.locationRequired')),
    date: yup
      .string()
      .required(t('appointments.validation.dateRequired'))
      .test(
        'weekday',
        t('appointments.validation.weekdaysOnly'),
        (day) => rules.isAdmin || !day || day === rules.keptDay || !isWeekend(day),
      )
      .test(
        'future',
        t('appointments.validation.futureOnly'),
        (day) => rules.isAdmin || !day || day === rules.keptDay || day >= firstDay,
      ),
    time: yup.string().required(t('appointments.validation.timeRequired')),
    status: rules.isAdmin ? yup.string().required(t('appointments.validation.statusRequired')) : yup.string(),
    notes: yup.string().trim().max(MAX_NOTES, tooLong(MAX_NOTES)),
    birthDate: italianDay(t('appointments.validation.birthDateRequired')),
    birthPlace: whenItalian(t('appointments.validation.birthPlaceRequired')),
    currentAddress: whenItalian(t('appointments.validation.currentAddressRequired')),
    documentType: whenItalian(t('appointments.validation.documentTypeRequired')),
    documentNumber: whenItalian(t('appointments.validation.documentNumberRequired')),
    documentIssueDate: italianDay(t('appointments.validation.documentIssueDateRequired')),
    documentExpiryDate: italianDay(t('appointments.validation.documentExpiryDateRequired')).test(
      'after-issue',
      t('appointments.validation.expiryBeforeIssue'),
      (expiry, context) => {
        const issued = (context.parent as BookingValues).documentIssueDate;
        return !rules.italian || !expiry || !issued || expiry > issued;
      },
    ),
    documentIssuer: whenItalian(t('appointments.validation.documentIssuerRequired')),
    aireRegistrationNumber: whenItalian(t('appointments.validation.aireRegistrationNumberRequired')),
  });
}

/** Runs the schema over the whole form and answers one message per field, as Formik wants them. */
export async function validateBooking(
  t: TFunction,
  values: BookingValues,
  rules: BookingRules,
): Promise<Partial<Record<keyof BookingValues, string>>> {
  try {
    await bookingSchema(t, rules).validate(values, { abortEarly: false });
    return {};
  } catch (caught) {
    if (!(caught instanceof yup.ValidationError)) throw caught;
    const errors: Partial<Record<keyof BookingValues, string>> = {};
    for (const error of caught.inner) {
      const field = error.path as keyof BookingValues | undefined;
      if (field && !(field in errors)) errors[field] = error.message;
    }
    return errors;
  }
}
