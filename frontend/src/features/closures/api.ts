import { api } from '@/lib/api';
import type { Closure, ClosureList, ClosureRequest } from './types';

/**
 * A closure changes the booking calendar's closed days and free slots, and which appointments the
 * lists, the calendar and the dashboard say fall on a closed day.
 */
const changedByAClosure = ['Closures', 'Availability', 'Appointments', 'Dashboard'] as const;

export const closuresApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Staff: the closures not yet over; an appointment moved off a closed day changes their lists. */
    getClosures: build.query<ClosureList, void>({
      query: () => '/closures',
      providesTags: ['Closures', 'Appointments'],
    }),
    createClosure: build.mutation<Closure, ClosureRequest>({
      query: (body) => ({ url: '/closures', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [...changedByAClosure]),
    }),
    deleteClosure: build.mutation<null, number>({
      query: (id) => ({ url: `/closures/${String(id)}`, method: 'DELETE' }),
      invalidatesTags: [...changedByAClosure],
    }),
  }),
});

export const { useGetClosuresQuery, useCreateClosureMutation, useDeleteClosureMutation } = closuresApi;
