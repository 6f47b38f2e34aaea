import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCurrentUserQuery, useIsAdmin } from '@/features/auth';
import { useGetServicesQuery } from '@/features/catalog';
import { FormActions, formRefusal } from '@/components/form';
import { toApiError } from '@/lib/api-error';
import { useCreateAppointmentMutation, useUpdateAppointmentMutation } from '../api';
import { useCancelQuestion } from '../hooks/use-cancel-question';
import { validateBooking } from '../lib/booking-form';
import {
  bookingRequest,
  bookingValuesOf,
  emptyBooking,
  type BookingRules,
  type BookingValues,
} from '../lib/booking-values';
import { isItalianService } from '../lib/italian';
import { showToast } from '../lib/toast';
import type { Appointment } from '../types';
import { BOOKING_CREATE_KEY, BOOKING_UPDATE_KEY } from './booking-keys';
import { BookingFields, type ServiceOption } from './BookingFields';
import { FormQuestionDialog } from './FormQuestionDialog';
import '../i18n';

export interface BookingFormProps {
  appointment: Appointment | null;
  serviceId: number | null;
  date: string | null;
  /** A new booking from a priority quick-access link (`priority=true`). */
  priority: boolean;
  onCancel: () => void;
  onSaved: (appointment: Appointment) => void;
  /** The form asks a question in a dialog of its own (true), or no longer (false). */
  onAsking?: (asking: boolean) => void;
  /** Told whether anything differs from what the form opened with. */
  onDirty?: (dirty: boolean) => void;
}

/** Tells the dialog around the form whether there is something typed to lose. */
function ReportDirty({ dirty, onDirty }: { dirty: boolean; onDirty?: (dirty: boolean) => void }) {
  useEffect(() => {
    onDirty?.(dirty);
  }, [dirty, onDirty]);
  return null;
}

/** The booking form itself: loaded with Formik, Yup and the date picker only when a dialog opens. */
export default function BookingForm({
  appointment,
  serviceId,
  date,
  priority,
  onCancel,
  onSaved,
  onAsking,
  onDirty,
}: BookingFormProps) {
  const { t } = useTranslation();
  const { data: user } = useGetCurrentUserQuery();
  const isAdmin = useIsAdmin();
  const servicesQuery = useGetServicesQuery();
  const [createAppointment] = useCreateAppointmentMutation({ fixedCacheKey: BOOKING_CREATE_KEY });
  const [updateAppointment] = useUpdateAppointmentMutation({ fixedCacheKey: BOOKING_UPDATE_KEY });

  // The services on offer, plus the edited appointment's own when the catalogue no longer lists it.
  const services = useMemo<ServiceOption[]>(() => {
    const listed = (servicesQuery.data ?? []).map(({ id, name }) => ({ id, name }));
    if (appointment?.serviceName && !listed.some((service) => service.id === appointment.serviceId)) {
      listed.push({ id: appointment.serviceId, name: appointment.serviceName });
    }
    return listed;
  }, [servicesQuery.data, appointment]);

  const serviceName = (id: string) => services.find((service) => String(service.id) === id)?.name ?? '';
  const rulesFor = (values: BookingValues): BookingRules => ({
    italian: isItalianService(serviceName(values.serviceId)),
    isAdmin,
    keptDay: appointment?.date,
  });

  // The first values only: later renders must not reset what the person typed.
  const [initialValues] = useState<BookingValues>(() => {
    if (appointment) return bookingValuesOf(appointment);
    return {
      ...emptyBooking,
      // A client books for themselves: their own name, e-mail and phone come filled in.
      ...(user && !isAdmin
        ? { clientName: user.fullName, clientEmail: user.email, clientPhone: user.phone ?? '' }
        : {}),
      serviceId: serviceId === null ? '' : String(serviceId),
      date: date ?? '',
      priority,
    };
  });

  const cancelQuestion = useCancelQuestion(appointment, onAsking);

  async function save(values: BookingValues, helpers: FormikHelpers<BookingValues>) {
    if (cancelQuestion.mustAsk(values)) return;
    const body = bookingRequest(values, rulesFor(values));
    const change = appointment ? `edit:${appointment.id}` : 'book';
    try {
      const saved = appointment
        ? await updateAppointment({ id: appointment.id, body }).unwrap()
        : await createAppointment(body).unwrap();
      const done = t(appointment ? 'appointments.toasts.updated' : 'appointments.toasts.created');
      showToast(t, 'success', done, change);
      onSaved(saved);
    } catch (caught) {
      const error = toApiError(caught);
      const refusal = formRefusal(values, error);
      // A slot taken meanwhile: the time is no longer free, everything else stays as typed.
      if (refusal.errors.time && error.status === 409) await helpers.setFieldValue('time', '', false);
      await helpers.setTouched(Object.fromEntries(Object.keys(values).map((field) => [field, true])), false);
      helpers.setErrors(refusal.errors);
      showToast(t, 'error', refusal.message, change);
    }
  }

  return (
    <Formik<BookingValues>
      initialValues={initialValues}
      validate={(values) => validateBooking(t, values, rulesFor(values))}
      onSubmit={save}
    >
      {(formik) => (
        <form noValidate onSubmit={formik.handleSubmit}>
          <ReportDirty dirty={formik.dirty} onDirty={onDirty} />
          <BookingFields
            formik={formik}
            isAdmin={isAdmin}
            services={services}
            servicesLoading={servicesQuery.isLoading}
            servicesFailed={Boolean(servicesQuery.error)}
            italian={rulesFor(formik.values).italian}
            appointment={appointment}
          />
          <FormActions
            sticky
            mt="xl"
            cancelLabel={t('appointments.form.cancel')}
            onCancel={onCancel}
            submitLabel={t(appointment ? 'appointments.form.save' : 'appointments.form.create')}
            busy={formik.isSubmitting}
            busyStatus={t('appointments.form.saving')}
          />
          <FormQuestionDialog
            question="cancelConfirm"
            opened={cancelQuestion.asking}
            onClose={cancelQuestion.close}
            onConfirm={() => {
              cancelQuestion.confirm();
              void formik.submitForm();
            }}
          />
        </form>
      )}
    </Formik>
  );
}
