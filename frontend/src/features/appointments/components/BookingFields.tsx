import { Fieldset, Select, SimpleGrid, Stack, Textarea, TextInput, type TextInputProps } from '@mantine/core';
import { DateInput, DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { FastField, type FieldProps, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { fieldError } from '@/components/form';
import { useGetAvailabilityQuery, useGetServiceLocationsQuery } from '../api';
import type { BookingValues } from '../lib/booking-values';
import { calendarAriaLabels } from '../lib/calendar-labels';
import { isWeekend, parseShownDay, SHOWN_DAY_FORMAT, today } from '../lib/dates';
import { APPOINTMENT_STATUSES, DOCUMENT_TYPES, type Appointment } from '../types';
import { ItalianChecklist } from './ItalianChecklist';

export interface ServiceOption {
  id: number;
  name: string;
}

interface BookingFieldsProps {
  formik: FormikProps<BookingValues>;
  isAdmin: boolean;
  services: ServiceOption[];
  servicesLoading: boolean;
  servicesFailed: boolean;
  /** The chosen service is Italian: the passport section shows and its fields are required. */
  italian: boolean;
  /** The appointment being edited, whose own slot stays free for it. */
  appointment: Appointment | null;
}

type Field = keyof BookingValues;

/** The fields of the booking dialog, bound to its Formik form. */
export function BookingFields({
  formik,
  isAdmin,
  services,
  servicesLoading,
  servicesFailed,
  italian,
  appointment,
}: BookingFieldsProps) {
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
  const errorOf = (field: Field) => fieldError(formik, field);
  const choose = (field: Field, value: string, also: Partial<BookingValues> = {}) => {
    void formik.setValues({ ...formik.values, [field]: value, ...also });
  };
  const select = (field: Field) => ({
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

  return (
    <Stack gap="lg">
      <Fieldset legend={t('appointments.form.clientSection')} variant="unstyled">
        <Stack gap="sm">
          <TextField
            name="clientName"
            label={t('appointments.form.clientName')}
            autoComplete="name"
            required
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField
              name="clientEmail"
              label={t('appointments.form.clientEmail')}
              type="email"
              autoComplete="email"
              required
            />
            <TextField
              // Required only for an Italian service: a new field when that changes, as FastField
              // would not redraw for it.
              key={italian ? 'phone-required' : 'phone'}
              name="clientPhone"
              label={t('appointments.form.clientPhone')}
              type="tel"
              autoComplete="tel"
              required={italian}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('appointments.form.bookingSection')} variant="unstyled">
        <Stack gap="sm">
          <Select
            label={t('appointments.form.service')}
            placeholder={
              servicesLoading ? t('appointments.form.servicesLoading') : t('appointments.form.servicePlaceholder')
            }
            description={servicesFailed ? t('appointments.form.servicesFailed') : undefined}
            data={services.map((service) => ({ value: String(service.id), label: service.name }))}
            required
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('appointments.serviceNotFound')}
            {...select('serviceId')}
            onChange={(value) => {
              // Another service has other places: the chosen place and time no longer apply.
              choose('serviceId', value ?? '', { location: '', time: '' });
            }}
          />
          <Select
            label={t('appointments.form.location')}
            placeholder={t('appointments.form.locationPlaceholder')}
            description={locationDescription()}
            data={locationOptions}
            required
            allowDeselect={false}
            disabled={serviceId === null}
            {...select('location')}
            onChange={(value) => {
              choose('location', value ?? '', { time: '' });
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DatePickerInput
              label={t('appointments.form.date')}
              placeholder={t('appointments.form.datePlaceholder')}
              description={isAdmin ? undefined : t('appointments.form.dateHint')}
              valueFormat={SHOWN_DAY_FORMAT}
              leftSection={<IconCalendar size={18} aria-hidden="true" />}
              required
              minDate={isAdmin ? undefined : today()}
              excludeDate={isAdmin ? undefined : isWeekend}
              value={values.date === '' ? null : values.date}
              onChange={(value) => {
                choose('date', value ?? '', { time: '' });
              }}
              onBlur={() => void formik.setFieldTouched('date', true)}
              error={errorOf('date')}
              popoverProps={{ withinPortal: true }}
              ariaLabels={calendarAriaLabels(t)}
            />
            <Select
              label={t('appointments.form.time')}
              placeholder={t('appointments.form.timePlaceholder')}
              description={timeDescription()}
              data={freeTimes}
              required
              allowDeselect={false}
              disabled={!canAskSlots || freeTimes.length === 0}
              {...select('time')}
              onChange={(value) => {
                choose('time', value ?? '');
              }}
            />
          </SimpleGrid>
          {isAdmin && (
            <Select
              label={t('appointments.form.status')}
              data={APPOINTMENT_STATUSES.map((status) => ({
                value: status,
                label: t(`appointments.status.${status}`),
              }))}
              required
              allowDeselect={false}
              {...select('status')}
              onChange={(value) => {
                choose('status', value ?? '');
              }}
            />
          )}
          <FastField name="notes">
            {({ field, meta }: FieldProps<string, BookingValues>) => (
              <Textarea
                label={t('appointments.form.notes')}
                autosize
                minRows={3}
                maxRows={8}
                {...field}
                error={meta.touched ? meta.error : undefined}
              />
            )}
          </FastField>
        </Stack>
      </Fieldset>

      {italian && (
        <Fieldset legend={t('appointments.form.italian.heading')}>
          <Stack gap="sm">
            <ItalianChecklist />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <DayField name="birthDate" label={t('appointments.form.italian.birthDate')} maxDate={today()} />
              <TextField name="birthPlace" label={t('appointments.form.italian.birthPlace')} required />
            </SimpleGrid>
            <TextField
              name="currentAddress"
              label={t('appointments.form.italian.currentAddress')}
              autoComplete="street-address"
              required
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label={t('appointments.form.italian.documentType')}
                placeholder={t('appointments.form.italian.documentTypePlaceholder')}
                data={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`appointments.documentTypes.${type}`) }))}
                required
                allowDeselect={false}
                {...select('documentType')}
                onChange={(value) => {
                  choose('documentType', value ?? '');
                }}
              />
              <TextField name="documentNumber" label={t('appointments.form.italian.documentNumber')} required />
              <DayField
                name="documentIssueDate"
                label={t('appointments.form.italian.documentIssueDate')}
                maxDate={today()}
              />
              <DayField name="documentExpiryDate" label={t('appointments.form.italian.documentExpiryDate')} />
              <TextField name="documentIssuer" label={t('appointments.form.italian.documentIssuer')} required />
              <TextField
                name="aireRegistrationNumber"
                label={t('appointments.form.italian.aireRegistrationNumber')}
                required
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
      )}
    </Stack>
  );
}

/**
 * A text field that renders again only when its own value, message or visit changes (Formik's
 * FastField), so typing in one of the many fields does not redraw the whole dialog.
 */
function TextField({ name, ...props }: TextInputProps & { name: Field }) {
  return (
    <FastField name={name}>
      {({ field, meta }: FieldProps<string, BookingValues>) => (
        <TextInput {...props} {...field} error={meta.touched ? meta.error : undefined} />
      )}
    </FastField>
  );
}

/** A day typed as dd/mm/aaaa or picked from a calendar, kept as `yyyy-MM-dd` (FastField, as TextField). */
function DayField({ name, label, maxDate }: { name: Field; label: string; maxDate?: string }) {
  const { t } = useTranslation();
  return (
    <FastField name={name}>
      {({ field, meta, form }: FieldProps<string, BookingValues>) => (
        <DateInput
          label={label}
          name={name}
          required
          placeholder={t('appointments.form.dayPlaceholder')}
          valueFormat={SHOWN_DAY_FORMAT}
          dateParser={parseShownDay}
          value={field.value === '' ? null : field.value}
          onChange={(day) => {
            void form.setFieldValue(name, day ?? '');
          }}
          onBlur={() => {
            void form.setFieldTouched(name, true);
          }}
          error={meta.touched ? meta.error : undefined}
          maxDate={maxDate}
          ariaLabels={calendarAriaLabels(t)}
          popoverProps={{ withinPortal: true }}
        />
      )}
    </FastField>
  );
}
