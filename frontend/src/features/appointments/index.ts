export {
  useCreateAppointmentMutation,
  useGetAppointmentQuery,
  useGetAppointmentsBetweenQuery,
  useGetAppointmentsQuery,
  useGetAvailabilityQuery,
  useGetServiceLocationsQuery,
  useUpdateAppointmentMutation,
} from './api';
export { AppointmentDetailDialog } from './components/AppointmentDetailDialog';
export { AppointmentStatusBadge } from './components/AppointmentStatusBadge';
export { ClosedDayNotice } from './components/ClosedDayNotice';
export { BookingDialog, type BookingDialogProps } from './components/BookingDialog';
export { useAppointmentDialogs } from './hooks/use-appointment-dialogs';
export { formatDay, formatLongDay, isBookableByClient, isDayOver, today } from './lib/dates';
export { ItalianSection } from './components/ItalianSection';
export { emptyItalian, isItalianService, italianRequest, italianRules, type ItalianValues } from './lib/italian';
export { parseItalianNotes } from './lib/notes';
export { findPassportService, passportServiceName } from './lib/passport';
export { statusOf } from './lib/status';
export type { Appointment, AppointmentStatus, AppointmentSummary } from './types';
