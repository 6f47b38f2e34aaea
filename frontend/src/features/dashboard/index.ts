/** What other parts of the portal show of the dashboard: its numbers and its next appointments (the /demo page). */
export { StatCards } from './components/StatCards';
export { UpcomingAppointments } from './components/UpcomingAppointments';
export type { DashboardStats } from './types';
