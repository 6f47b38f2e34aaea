import type { User } from '@/features/auth';
import { api } from '@/lib/api';
import type { AccessChange, UserListArgs, UserPage } from './types';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Admins only: searched, filtered and paged by the server. */
    listUsers: build.query<UserPage, UserListArgs>({
      query: ({ q, role, page, pageSize }) => ({
        url: '/users',
        params: { ...(q.trim() ? { q: q.trim() } : {}), ...(role ? { role } : {}), page, pageSize },
      }),
      providesTags: ['Users'],
    }),
    /** Role and active flag only; the server refuses changes to oneself and to the last active admin. */
    updateUserAccess: build.mutation<User, AccessChange>({
      query: ({ id, ...body }) => ({ url: `/users/${String(id)}`, method: 'PATCH', body }),
      invalidatesTags: ['Users'],
    }),
    deleteUser: build.mutation<null, number>({
      query: (id) => ({ url: `/users/${String(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Users'],
    }),
  }),
});

export const { useListUsersQuery, useUpdateUserAccessMutation, useDeleteUserMutation } = usersApi;
