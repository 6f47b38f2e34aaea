import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { toApiError, type ApiError } from './api-error';

const fetchFromServer = fetchBaseQuery({ baseUrl: '/api', credentials: 'include' });

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const result = await fetchFromServer(args, queryApi, extraOptions);
  if (result.error) {
    return { error: toApiError(result.error, result.meta?.response?.statusText), meta: result.meta };
  }
  return result;
};

/** The one RTK Query slice of the portal: each feature adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'CurrentUser',
    'TwoFactor',
    'Users',
    'Services',
    'Courses',
    'Appointments',
    'Availability',
    'Dashboard',
    'Messages',
    'UnreadCount',
  ],
  endpoints: () => ({}),
});
