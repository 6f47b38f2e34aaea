import type { User } from '@/features/auth';
import { api } from '@/lib/api';
import type { ApiSchema } from '@/lib/api-types';

/** The profile form sends every field. */
export type ProfileChange = Required<ApiSchema<'ProfileForm'>>;

export type PasswordChange = Required<ApiSchema<'PasswordBody'>>;

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The person's own profile; the shell then shows the new name at once. */
    updateProfile: build.mutation<User, { id: number } & ProfileChange>({
      query: ({ id, ...body }) => ({ url: `/users/${String(id)}`, method: 'PUT', body }),
      invalidatesTags: ['CurrentUser', 'Users'],
    }),
    /** Needs the current password; the server ends the person's other sessions. */
    changePassword: build.mutation<null, { id: number } & PasswordChange>({
      query: ({ id, ...body }) => ({ url: `/users/${String(id)}/password`, method: 'PUT', body }),
    }),
  }),
});

export const { useUpdateProfileMutation, useChangePasswordMutation } = settingsApi;
