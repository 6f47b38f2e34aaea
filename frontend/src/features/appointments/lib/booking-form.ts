import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { BookingRules, BookingValues } from './booking-values';
import { isWeekend, today } from './dates';
import { italianRules, textRule } from './italian';
import '../i18n';

/** What the server accepts in 'Observações'. */
export const MAX_NOTES = 5000;

/**
 * The rules of the booking form, with the server's messages (crates/domain appointments/form.rs),
 * so the form says the same before sending as the server would after.
 */
export function bookingSchema(t: TFunction, rules: BookingRules) {
  const tooLong = (max: number) => t('appointments.validation.tooLong', { max });
  const required = (message: string) => textRule(t).required(message);
  const emailInvalid = t('appointments.validation.clientEmailInvalid');
  const firstDay = rules.firstDay ?? today();

  return yup.object({
    clientName: required(t('appointments.validation.clientNameRequired')),
    clientEmail: yup.string().trim().required(emailInvalid).email(emailInvalid),
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
    ...italianRules(t, rules.italian),
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
