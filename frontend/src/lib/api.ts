import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { toApiError, type ApiError } from './api-error';
import { fetchWithEarlyAnswers } from './early-answers';
import { selectBackWith, serviceBack, serviceUnavailable } from './service-status';

/** Calls started so far, in order: see `serviceStatus`. */
let callsStarted = 0;

const fetchFromServer = fetchBaseQuery({ baseUrl: '/api', credentials: 'include', fetchFn: fetchWithEarlyAnswers });

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> = async (
  args,
  queryApi,
  extraOptions,
) => {
  callsStarted += 1;
  const call = callsStarted;
  const result = await fetchFromServer(args, queryApi, extraOptions);
  if (result.error) {
    if (result.error.status === 503) queryApi.dispatch(serviceUnavailable(callsStarted));
    return { error: toApiError(result.error), meta: result.meta };
  }
  if (selectBackWith(queryApi.getState() as Parameters<typeof selectBackWith>[0], call)) {
    queryApi.dispatch(serviceBack());
  }
  return result;
};

/** What the cached answers are tagged with, so a change can refetch what it touched. */
export const API_TAGS = [
  'FamilyTree',
  'CurrentUser',
  'TwoFactor',
  'Users',
  'Services',
  'Courses',
  'Appointments',
  'Availability',
  'Closures',
  'Dashboard',
  'Messages',
  'UnreadCount',
  'Documents',
  'Requests',
  'RequestsUnread',
  'Cases',
  'CitizenshipOffers',
  'Waitlist',
] as const;

/** The one RTK Query slice of the portal: each feature adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});
