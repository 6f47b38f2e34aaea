import type { ApiSchema } from '@/lib/api-types';

/** GET /api/dashboard: the caller's numbers (everyone's for an admin) and the next appointments. */
export type DashboardStats = ApiSchema<'DashboardView'>;
