import type { ApiQuery, ApiSchema } from '@/lib/api-types';

/** The four statuses the server answers with (docs/product-decisions.md, decision 4). */
export type AppointmentStatus = ApiSchema<'Status'>;
export const APPOINTMENT_STATUSES = [
  'pending',
  'confirmed',
  'cancelled',
  'completed',
] as const satisfies readonly AppointmentStatus[];

/** The identity documents an Italian passport appointment accepts. */
export type DocumentType = ApiSchema<'DocumentType'>;
export const DOCUMENT_TYPES = [
  'RG',
  'RNE',
  'passaporte_brasileiro',
  'outro',
] as const satisfies readonly DocumentType[];

/** The extra data of an Italian passport appointment. */
export type ItalianPassportData = ApiSchema<'ItalianData'>;

export const ITALIAN_FIELDS = [
  'birthDate',
  'birthPlace',
  'currentAddress',
  'documentType',
  'documentNumber',
  'documentIssueDate',
  'documentExpiryDate',
  'documentIssuer',
  'aireRegistrationNumber',
] as const satisfies readonly (keyof ItalianPassportData)[];
export type ItalianField = (typeof ITALIAN_FIELDS)[number];

/**
 * An appointment as the lists show it (GET /api/appointments, the dashboard); dates `yyyy-MM-dd`,
 * times `HH:mm`. The phone, the notes and the passport data come only with the whole appointment.
 */
export type AppointmentSummary = ApiSchema<'AppointmentSummaryView'>;

/** A whole appointment, as GET /api/appointments/{id} and the bookings answer it. */
export type Appointment = ApiSchema<'AppointmentView'>;

/** A page of GET /api/appointments. */
export type AppointmentPage = ApiSchema<'AppointmentPage'>;

/** The filters of GET /api/appointments; the server sorts by date and time. */
export type AppointmentListArgs = ApiQuery<'list_appointments'>;

/** The body of POST and PUT /api/appointments. */
export type AppointmentRequest = ApiSchema<'AppointmentForm'>;

/** One of the day's 18 slots at a place. */
export type Slot = ApiSchema<'SlotView'>;

export type AvailabilityArgs = ApiQuery<'availability'>;

/** One of an appointment's mails as staff see it: queued, sent or failed, with its last error. */
export type AppointmentMail = ApiSchema<'MailDeliveryView'>;

/** A day a place does not open: a national holiday or a closure staff set, and why. */
export type ClosedDay = ApiSchema<'ClosedDayView'>;
