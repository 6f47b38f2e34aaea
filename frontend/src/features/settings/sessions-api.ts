import { api } from '@/lib/api';
import type { ApiSchema } from '@/lib/api-types';

/** One of the person's own sessions, as GET /api/sessions lists it. */
export type OwnSession = ApiSchema<'SessionView'>;

export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in person's live sessions, the most recently used first. */
    listSessions: build.query<OwnSession[], void>({
      query: () => '/sessions',
    }),
    /** Ends one session; ending the current one signs out, so the current user is asked for again. */
    endSession: build.mutation<null, { id: string; current: boolean }>({
      query: ({ id }) => ({ url: `/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { current }) => (current ? ['CurrentUser'] : []),
    }),
    /** Ends every session but this one. */
    endOtherSessions: build.mutation<null, void>({
      query: () => ({ url: '/sessions/end-others', method: 'POST' }),
    }),
  }),
});

export const { useListSessionsQuery, useEndSessionMutation, useEndOtherSessionsMutation } = sessionsApi;
