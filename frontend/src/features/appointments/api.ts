import { api } from '@/lib/api';
import type { ApiError } from '@/lib/api-error';
import type {
  Appointment,
  AppointmentMail,
  AppointmentListArgs,
  AppointmentPage,
  AppointmentRequest,
  AppointmentSummary,
  AvailabilityArgs,
  ClosedDay,
  Slot,
} from './types';

/** The most the server hands out in one page. */
const MAX_PAGE_SIZE = 100;
/** A month view reads at most this many pages (5 000 appointments) before it stops. */
const MAX_RANGE_PAGES = 50;

/** Drops the filters left empty, so the address only carries what was asked. */
function listParams(args: AppointmentListArgs): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(args).filter((entry): entry is [string, string | number] => {
      // The types leave out undefined, but a caller may still pass a key set to it.
      const value: unknown = entry[1];
      return value !== undefined && value !== '';
    }),
  );
}

/** After a booking or a change: the lists, the free slots and the dashboard numbers are out of date. */
function afterSaving(error: ApiError | undefined) {
  if (!error) return ['Appointments' as const, 'Availability' as const, 'Dashboard' as const];
  // A slot someone else took meanwhile: the free slots shown are what is out of date.
  return error.status === 409 ? ['Availability' as const] : [];
}

export const appointmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the list: a client's own appointments, or everyone's for an admin. */
    getAppointments: build.query<AppointmentPage, AppointmentListArgs>({
      query: (args) => ({ url: '/appointments', params: listParams(args) }),
      providesTags: ['Appointments'],
    }),
    /** Every appointment between two days (inclusive), read page by page: the month calendar. */
    getAppointmentsBetween: build.query<AppointmentSummary[], { from: string; to: string }>({
      async queryFn({ from, to }, _queryApi, _extraOptions, baseQuery) {
        const items: AppointmentSummary[] = [];
        for (let page = 1; page <= MAX_RANGE_PAGES; page += 1) {
          const result = await baseQuery({
            url: '/appointments',
            params: { from, to, page, pageSize: MAX_PAGE_SIZE },
          });
          if (result.error) return { error: result.error };
          const answer = result.data as AppointmentPage;
          items.push(...answer.items);
          if (answer.items.length === 0 || items.length >= answer.total) break;
        }
        return { data: items };
      },
      providesTags: ['Appointments'],
    }),
    /** The whole appointment, for its detail dialog and its edit form. */
    getAppointment: build.query<Appointment, number>({
      query: (id) => `/appointments/${id}`,
      providesTags: ['Appointments'],
    }),
    createAppointment: build.mutation<Appointment, AppointmentRequest>({
      query: (body) => ({ url: '/appointments', method: 'POST', body }),
      invalidatesTags: (_result, error) => afterSaving(error),
    }),
    updateAppointment: build.mutation<Appointment, { id: number; body: AppointmentRequest }>({
      query: ({ id, body }) => ({ url: `/appointments/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => afterSaving(error),
    }),
    /** The day's 18 slots at a place, each free or taken (for clients, past and weekend slots are never free). */
    getAvailability: build.query<Slot[], AvailabilityArgs>({
      query: ({ serviceId, location, date }) => ({
        url: '/appointments/availability',
        params: { serviceId, location, date },
      }),
      providesTags: ['Availability'],
    }),
    /** The holidays and closures of a span of at most 93 days, at a place or of every place. */
    getClosedDays: build.query<ClosedDay[], { location: string; from: string; to: string }>({
      query: ({ location, from, to }) => ({
        url: '/closed-days',
        params: { from, to, ...(location ? { location } : {}) },
      }),
      providesTags: ['Closures'],
    }),
    /** What became of an appointment's mails (staff only). */
    getAppointmentMails: build.query<AppointmentMail[], number>({
      query: (id) => `/appointments/${id}/mails`,
      providesTags: ['Appointments'],
    }),
    /** Queues one of an appointment's mails again, as it was. */
    resendAppointmentMail: build.mutation<AppointmentMail, { appointment: number; mail: number }>({
      query: ({ appointment, mail }) => ({ url: `/appointments/${appointment}/mails/${mail}/resend`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Appointments']),
    }),
    /** Where a service is booked; every list ends with 'Outro'. */
    getServiceLocations: build.query<string[], number>({
      query: (serviceId) => `/services/${serviceId}/locations`,
    }),
  }),
});

export const {
  useGetAppointmentsQuery,
  useGetAppointmentsBetweenQuery,
  useGetAppointmentQuery,
  useCreateAppointmentMutation,
  useUpdateAppointmentMutation,
  useGetAvailabilityQuery,
  useGetClosedDaysQuery,
  useGetServiceLocationsQuery,
  useGetAppointmentMailsQuery,
  useResendAppointmentMailMutation,
} = appointmentsApi;
