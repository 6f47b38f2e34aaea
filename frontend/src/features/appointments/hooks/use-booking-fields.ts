import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { fieldError } from '@/components/form';
import { useGetAvailabilityQuery, useGetServiceLocationsQuery } from '../api';
import type { BookingValues } from '../lib/booking-values';
import type { Appointment } from '../types';

export type BookingField = keyof BookingValues;

/**
 * The state behind the booking fields: the chosen service's places, the free times of the chosen
 * day, what to say under each, and the bindings of the select fields.
 */
export function useBookingFields(formik: FormikProps<BookingValues>, appointment: Appointment | null) {
  const { t } = useTranslation();
  const { values } = formik;
  const serviceId = values.serviceId === '' ? null : Number(values.serviceId);

  const locations = useGetServiceLocationsQuery(serviceId ?? 0, { skip: serviceId === null });
  const canAskSlots = serviceId !== null && values.location !== '' && values.date !== '';
  const slots = useGetAvailabilityQuery(
    { serviceId: serviceId ?? 0, location: values.location, date: values.date },
    { skip: !canAskSlots },
  );

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

  const timeDescription = () => {
    if (!canAskSlots) return t('appointments.form.timeNeedsChoice');
    if (slots.isFetching) return t('appointments.form.timesLoading');
    if (slots.error) return t('appointments.form.timesFailed');
    if (freeTimes.length === 0) return t('appointments.form.noFreeTimes');
    return t('appointments.form.freeTimes', { count: freeTimes.length });
  };
  const locationDescription = () => {
    if (serviceId === null) return t('appointments.form.locationNeedsService');
    if (locations.isFetching) return t('appointments.form.locationsLoading');
    if (locations.error) return t('appointments.form.locationsFailed');
    return undefined;
  };

  return {
    values,
    serviceId,
    canAskSlots,
    locationOptions,
    freeTimes,
    /** The chosen day has no free time at the place: the waitlist is offered. */
    dayIsFull: canAskSlots && slots.data !== undefined && !slots.isFetching && freeTimes.length === 0,
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
