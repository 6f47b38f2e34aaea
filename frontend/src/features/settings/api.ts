import type { User } from '@/features/auth';
import { api } from '@/lib/api';

export interface ProfileChange {
  fullName: string;
  email: string;
  username: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

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
