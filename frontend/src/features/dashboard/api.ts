import { api } from '@/lib/api';
import type { DashboardStats } from './types';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardStats, void>({
      query: () => '/dashboard',
      // Bookings and messages invalidate it: the counts and the next appointments follow them.
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
