import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { fieldError } from '@/components/form';
import dayjs from 'dayjs';
import { useGetAvailabilityQuery, useGetClosedDaysQuery, useGetServiceLocationsQuery } from '../api';
import { DAY_FORMAT, formatDay, isDayOver, today } from '../lib/dates';
import type { BookingValues } from '../lib/booking-values';
import type { Appointment } from '../types';
import '../i18n';

/** The text fields (the priority flag is a checkbox of its own). */
export type BookingField = Exclude<keyof BookingValues, 'priority'>;

/**
 * The state behind the booking fields: the chosen service's places, the free times of the chosen
 * day, what to say under each, and the bindings of the select fields.
 */
export function useBookingFields(
  formik: FormikProps<BookingValues>,
  appointment: Appointment | null,
  isAdmin: boolean,
) {
  const { t } = useTranslation();
  const { values } = formik;
  const serviceId = values.serviceId === '' ? null : Number(values.serviceId);

  const locations = useGetServiceLocationsQuery(serviceId ?? 0, { skip: serviceId === null });
  const canAskSlots = serviceId !== null && values.location !== '' && values.date !== '';
  const slots = useGetAvailabilityQuery(
    { serviceId: serviceId ?? 0, location: values.location, date: values.date },
    { skip: !canAskSlots },
  );

  // The holidays and closures of the next 93 days (the most the server answers at once) at the
  // chosen place: the calendar leaves them out and names their reasons.
  const from = today();
  const closed = useGetClosedDaysQuery({
    location: values.location,
    from,
    to: dayjs(from).add(92, 'day').format(DAY_FORMAT),
  });
  const closedReason = (day: string) => closed.data?.find((closedDay) => closedDay.date === day)?.reason;
  const closedOn = (day: string) => closedReason(day) !== undefined;

  /** A field's message, once the field was visited (or the form submitted). */
  const errorOf = (field: BookingField) => fieldError(formik, field);
  const choose = (field: BookingField, value: string, also: Partial<BookingValues> = {}) => {
    void formik.setValues({ ...formik.values, [field]: value, ...also });
  };
  const select = (field: BookingField) => ({
    name: field,
    value: values[field] === '' ? null : values[field],
    onBlur: () => void formik.setFieldTouched(field, true),
    error: errorOf(field),
    // A field saying what is wrong keeps its list shut when the focus comes to it (a refused send
    // puts it there), so the list does not cover the message; a click, typing or ArrowDown opens it.
    openOnFocus: !errorOf(field),
    comboboxProps: { withinPortal: true },
  });

  const locationOptions = [...(locations.data ?? [])];
  // An appointment booked at a place its service no longer lists keeps showing that place.
  if (values.location && !locationOptions.includes(values.location)) locationOptions.push(values.location);

  const freeTimes = (slots.data ?? []).filter((slot) => slot.available).map((slot) => slot.time);
  // The appointment being edited holds its own slot: it stays free for it.
  if (
    appointment &&
    canAskSlots &&
    appointment.location === values.location &&
    appointment.date === values.date &&
    !freeTimes.includes(appointment.time)
  ) {
    freeTimes.push(appointment.time);
    freeTimes.sort();
  }

  const chosenDayClosed = values.date === '' ? undefined : closedReason(values.date);
  // Staff may still record a time that has begun: for them the day is never over.
  const chosenDayOver = !isAdmin && isDayOver(slots.data);
  const timeDescription = () => {
    if (!canAskSlots) return t('appointments.form.timeNeedsChoice');
    if (chosenDayClosed !== undefined) return t('appointments.form.timeNeedsOpenDay');
    if (slots.isFetching) return t('appointments.form.timesLoading');
    if (slots.error) return t('appointments.form.timesFailed');
    if (freeTimes.length === 0 && chosenDayOver) return t('appointments.form.dayOver');
    if (freeTimes.length === 0) return t('appointments.form.noFreeTimes');
    return t('appointments.form.freeTimes', { count: freeTimes.length });
  };
  const locationDescription = () => {
    if (serviceId === null) return t('appointments.form.locationNeedsService');
    if (locations.isFetching) return t('appointments.form.locationsLoading');
    if (locations.error) return t('appointments.form.locationsFailed');
    return undefined;
  };

  /** The next closed days, with their reasons, under the date field. */
  const closedDescription = () => {
    const next = (closed.data ?? []).slice(0, 4);
    if (next.length === 0) return undefined;
    const days = next.map((day) => `${formatDay(day.date)} (${day.reason})`).join(', ');
    return t('appointments.form.closedDays', { days });
  };

  /** A closed day chosen (before the place changed, or by staff): the date field says why. */
  const closedDayMessage =
    chosenDayClosed === undefined
      ? undefined
      : t('appointments.form.closedDay', { day: formatDay(values.date), reason: chosenDayClosed });

  return {
    values,
    closedDayMessage,
    closedOn,
    closedReason,
    closedDescription,
    serviceId,
    canAskSlots,
    locationOptions,
    freeTimes,
    /** The chosen day, open and not over, has no free time at the place: the waitlist is offered. */
    dayIsFull:
      canAskSlots &&
      chosenDayClosed === undefined &&
      !chosenDayOver &&
      slots.data !== undefined &&
      !slots.isFetching &&
      freeTimes.length === 0,
    timeDescription,
    locationDescription,
    errorOf,
    choose,
    select,
    touch: (field: BookingField) => {
      void formik.setFieldTouched(field, true);
    },
  };
}

export type BookingFieldsState = ReturnType<typeof useBookingFields>;
