import type { AppointmentSummary } from '@/features/appointments';

/** GET /api/dashboard: the caller's numbers (everyone's for staff) and the next appointments. */
export interface DashboardStats {
  totalAppointments: number;
  pendingAppointments: number;
  completedAppointments: number;
  unreadMessages: number;
  /** Staff only; null for a client. */
  clients: number | null;
  /** The portal does not store documents yet: always null, never a made-up number. */
  documents: number | null;
  upcomingAppointments: AppointmentSummary[];
}
