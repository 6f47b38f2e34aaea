import { api } from '@/lib/api';
import type { ApiQuery, ApiSchema } from '@/lib/api-types';

/** An entry in a day's waitlist. */
export type WaitlistEntry = ApiSchema<'WaitlistEntryView'>;
export type WaitlistStatus = ApiSchema<'WaitlistStatus'>;
export type JoinWaitlistBody = ApiSchema<'JoinBody'>;
/** A freed slot held for a client, as the page of the hold mail's link shows it. */
export type Hold = ApiSchema<'HoldView'>;
/** What booking a hold sends besides its token: the phone and, for an Italian service, the passport data. */
export type HoldDetails = ApiSchema<'HoldDetailsForm'>;
type WaitlistQuery = ApiQuery<'list_waitlist'>;

/** Still in line: waiting, or holding a freed slot. */
export const isInLine = (entry: WaitlistEntry) => entry.status === 'waiting' || entry.status === 'offered';

/** An entry holding a freed slot, with its time and deadline. */
export type HeldEntry = WaitlistEntry & { heldTime: string; heldUntil: string };

export const isHeld = (entry: WaitlistEntry): entry is HeldEntry =>
  entry.status === 'offered' && entry.heldTime !== null && entry.heldUntil !== null;

/**
 * The waitlist of full days (docs/api.md, waitlist): a client's own entries (everyone's for staff), and
 * the hold link's page, which only reads until its button books.
 */
export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWaitlist: build.query<WaitlistEntry[], WaitlistQuery>({
      query: (params) => ({ url: '/waitlist', params }),
      providesTags: ['Waitlist'],
    }),
    joinWaitlist: build.mutation<WaitlistEntry, JoinWaitlistBody>({
      query: (body) => ({ url: '/waitlist', method: 'POST', body }),
      invalidatesTags: ['Waitlist'],
    }),
    leaveWaitlist: build.mutation<void, number>({
      query: (id) => ({ url: `/waitlist/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Waitlist', 'Availability'],
    }),
    getHold: build.query<Hold, { token: string }>({
      query: (params) => ({ url: '/waitlist/hold', params }),
    }),
    bookHold: build.mutation<ApiSchema<'AppointmentView'>, ApiSchema<'HoldBooking'>>({
      query: (body) => ({ url: '/waitlist/hold', method: 'POST', body }),
      invalidatesTags: ['Appointments', 'Availability', 'Dashboard', 'Waitlist'],
    }),
    /** The slot held for the signed-in client's own entry: the same hold as the mail's link. */
    getOwnHold: build.query<Hold, number>({
      query: (id) => `/waitlist/${id}/hold`,
      // Read afresh each time the dialog opens: the hold may have gone meanwhile.
      keepUnusedDataFor: 0,
    }),
    bookOwnHold: build.mutation<ApiSchema<'AppointmentView'>, { id: number; details: HoldDetails }>({
      query: ({ id, details }) => ({ url: `/waitlist/${id}/hold`, method: 'POST', body: details }),
      invalidatesTags: ['Appointments', 'Availability', 'Dashboard', 'Waitlist'],
    }),
  }),
});

export const {
  useListWaitlistQuery,
  useJoinWaitlistMutation,
  useLeaveWaitlistMutation,
  useGetHoldQuery,
  useBookHoldMutation,
  useGetOwnHoldQuery,
  useBookOwnHoldMutation,
} = waitlistApi;
