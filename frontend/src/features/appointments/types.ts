/** The four statuses the server answers with (docs/product-decisions.md, decision 4). */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The identity documents an Italian passport appointment accepts. */
export const DOCUMENT_TYPES = ['RG', 'RNE', 'passaporte_brasileiro', 'outro'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The extra data of an Italian passport appointment (spec part 1, sections 2 and 3). */
export interface ItalianPassportData {
  birthDate: string | null;
  birthPlace: string | null;
  currentAddress: string | null;
  documentType: string | null;
  documentNumber: string | null;
  documentIssueDate: string | null;
  documentExpiryDate: string | null;
  documentIssuer: string | null;
  aireRegistrationNumber: string | null;
}

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
export interface AppointmentSummary {
  id: number;
  clientName: string;
  clientEmail: string;
  serviceId: number;
  /** Empty when the service is unknown to the catalogue. */
  serviceName: string;
  location: string;
  date: string;
  time: string;
  /** Canonical from the server; read through `statusOf`, which shows anything else as pending. */
  status: string;
}

/** A whole appointment, as GET /api/appointments/{id} and the bookings answer it. */
export interface Appointment extends AppointmentSummary, ItalianPassportData {
  userId: number | null;
  clientPhone: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A page of GET /api/appointments. */
export interface AppointmentPage {
  items: AppointmentSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** The filters of GET /api/appointments; the server sorts by date and time. */
export interface AppointmentListArgs {
  from?: string;
  to?: string;
  status?: AppointmentStatus;
  /** Client name or e-mail. */
  q?: string;
  page?: number;
  pageSize?: number;
}

/** The body of POST and PUT /api/appointments. */
export interface AppointmentRequest extends ItalianPassportData {
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  serviceId: number | null;
  location: string;
  date: string | null;
  time: string | null;
  /** Staff only; a client's new appointment is always pending and keeps its status on edits. */
  status?: AppointmentStatus;
  notes: string | null;
}

/** One of the day's 18 slots at a place. */
export interface Slot {
  time: string;
  available: boolean;
}

export interface AvailabilityArgs {
  serviceId: number;
  location: string;
  date: string;
}
