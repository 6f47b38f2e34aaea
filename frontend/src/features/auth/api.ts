import { api } from '@/lib/api';
import type { User } from './types';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user, or null when nobody is signed in (the server answers 401). */
    getCurrentUser: build.query<User | null, void>({
      async queryFn(_arg, _queryApi, _extraOptions, baseQuery) {
        const result = await baseQuery('/user');
        if (result.error?.status === 401) return { data: null };
        if (result.error) return { error: result.error };
        return { data: result.data as User };
      },
      providesTags: ['CurrentUser'],
    }),
    logout: build.mutation<null, void>({
      // An empty JSON body: the server accepts state-changing calls only with a JSON content type.
      query: () => ({ url: '/logout', method: 'POST', body: {} }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        // Forget everything cached for the user who left, and record that nobody is signed in now.
        dispatch(api.util.resetApiState());
        await dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, null));
      },
    }),
  }),
});

export const { useGetCurrentUserQuery, useLogoutMutation } = authApi;
