import type { Appointment, AppointmentRequest, AppointmentStatus } from '../types';
import { emptyItalian, italianRequest, optional, type ItalianValues } from './italian';
import { statusOf } from './status';

/**
 * The booking form as Formik holds it: every field text, days as `yyyy-MM-dd`, the service by id;
 * the phone and passport data as `ItalianValues`.
 */
export interface BookingValues extends ItalianValues {
  clientName: string;
  clientEmail: string;
  serviceId: string;
  location: string;
  date: string;
  time: string;
  status: AppointmentStatus | '';
  notes: string;
  /** A priority booking: from a quick-access link with `priority=true`, or marked by staff. */
  priority: boolean;
}

export const emptyBooking: BookingValues = {
  ...emptyItalian,
  clientName: '',
  clientEmail: '',
  serviceId: '',
  location: '',
  date: '',
  time: '',
  status: 'pending',
  notes: '',
  priority: false,
};

/** The form filled with an appointment being edited. */
export function bookingValuesOf(appointment: Appointment): BookingValues {
  return {
    clientName: appointment.clientName,
    clientEmail: appointment.clientEmail,
    clientPhone: appointment.clientPhone ?? '',
    serviceId: String(appointment.serviceId),
    location: appointment.location,
    date: appointment.date,
    time: appointment.time,
    status: statusOf(appointment.status),
    notes: appointment.notes ?? '',
    birthDate: appointment.birthDate ?? '',
    birthPlace: appointment.birthPlace ?? '',
    currentAddress: appointment.currentAddress ?? '',
    documentType: appointment.documentType ?? '',
    documentNumber: appointment.documentNumber ?? '',
    documentIssueDate: appointment.documentIssueDate ?? '',
    documentExpiryDate: appointment.documentExpiryDate ?? '',
    documentIssuer: appointment.documentIssuer ?? '',
    aireRegistrationNumber: appointment.aireRegistrationNumber ?? '',
    priority: appointment.priority,
  };
}

/**
 * The body sent to the server. The Italian data goes only with an Italian service, so a section
 * hidden after changing the service sends nothing; the status goes only when an admin chose it.
 */
export function bookingRequest(values: BookingValues, { italian, isAdmin }: BookingRules): AppointmentRequest {
  return {
    clientName: values.clientName.trim(),
    clientEmail: values.clientEmail.trim(),
    serviceId: values.serviceId === '' ? null : Number(values.serviceId),
    location: values.location,
    date: optional(values.date),
    time: optional(values.time),
    ...(isAdmin && values.status !== '' ? { status: values.status } : {}),
    notes: optional(values.notes),
    ...italianRequest(values, italian),
    // The server keeps the booked flag when a client changes the booking.
    priority: values.priority,
  };
}

export interface BookingRules {
  /** The chosen service is an Italian one: the passport data is required. */
  italian: boolean;
  /** Admins book any day and set the status; clients book future weekdays. */
  isAdmin: boolean;
  /** Clients book on this day or later (`yyyy-MM-dd`); today by default. */
  firstDay?: string;
  /** The day the appointment already had when edited: a client may keep it. */
  keptDay?: string;
}
