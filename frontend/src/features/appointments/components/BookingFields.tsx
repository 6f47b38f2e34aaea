import { Checkbox, Fieldset, Select, Stack, Textarea } from '@mantine/core';
import { FastField, type FieldProps, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { shownError } from '@/components/form';
import { PriorityLinkNotice } from '@/components/PriorityBadge';
import { JoinWaitlist } from '@/features/waitlist';
import { useBookingFields } from '../hooks/use-booking-fields';
import type { BookingValues } from '../lib/booking-values';
import { MAX_NOTES } from '../lib/booking-form';
import { APPOINTMENT_STATUSES, type Appointment } from '../types';
import { ClientSection } from './ClientSection';
import { DayAndTimeFields } from './DayAndTimeFields';
import { ItalianSection } from './ItalianSection';
import '../i18n';

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
  const state = useBookingFields(formik, appointment, isAdmin);
  const { values, serviceId, locationOptions, choose, select } = state;
  const offersWaitlist = !isAdmin && appointment === null && state.dayIsFull && serviceId !== null;

  return (
    <Stack gap="lg">
      <ClientSection italian={italian} />

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
            description={state.locationDescription()}
            data={locationOptions}
            required
            allowDeselect={false}
            disabled={serviceId === null}
            {...select('location')}
            onChange={(value) => {
              choose('location', value ?? '', { time: '' });
            }}
          />
          <DayAndTimeFields state={state} isAdmin={isAdmin} offersWaitlist={offersWaitlist} />
          {offersWaitlist && <JoinWaitlist serviceId={serviceId} location={values.location} date={values.date} />}
          {isAdmin && (
            <Checkbox
              label={t('priority.field')}
              checked={values.priority}
              onChange={(event) => {
                void formik.setFieldValue('priority', event.currentTarget.checked);
              }}
            />
          )}
          {!isAdmin && <PriorityLinkNotice priority={values.priority} />}
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
            {({ field, meta, form }: FieldProps<string, BookingValues>) => (
              <Textarea
                label={t('appointments.form.notes')}
                description={t('appointments.form.notesLength', { length: field.value.length, max: MAX_NOTES })}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                autosize
                minRows={3}
                maxRows={8}
                {...field}
                error={shownError(meta, form.submitCount)}
              />
            )}
          </FastField>
        </Stack>
      </Fieldset>

      {italian && <ItalianSection />}
    </Stack>
  );
}
