import { api } from '@/lib/api';
import type { Case } from '@/features/process-tracking';
import type {
  OpenCaseBody,
  RequestPage,
  RequestsQuery,
  RequestStatus,
  ServiceRequest,
  SubmitRequestBody,
} from './types';

/** How often the staff's unread count is asked again while a page is open. */
const UNREAD_POLL_MS = 60_000;

export const requestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitRequest: build.mutation<ServiceRequest, SubmitRequestBody>({
      query: (body) => ({ url: '/requests', method: 'POST', body }),
      invalidatesTags: ['Requests', 'RequestsUnread'],
    }),
    getRequests: build.query<RequestPage, RequestsQuery>({
      query: ({ kind, status, unassigned, priority, search, page, pageSize }) => ({
        url: '/requests',
        params: {
          page,
          pageSize,
          ...(kind ? { kind } : {}),
          ...(status ? { status } : {}),
          ...(unassigned ? { unassigned: true } : {}),
          ...(priority ? { priority: true } : {}),
          ...(search?.trim() ? { search: search.trim() } : {}),
        },
      }),
      providesTags: ['Requests'],
    }),
    getRequest: build.query<ServiceRequest, number>({
      query: (id) => `/requests/${String(id)}`,
      providesTags: ['Requests'],
      // Staff opening a request mark it read.
      onQueryStarted: async (_id, { dispatch, queryFulfilled }) => {
        await queryFulfilled.catch(() => undefined);
        dispatch(api.util.invalidateTags(['RequestsUnread']));
      },
    }),
    getRequestsUnreadCount: build.query<{ count: number }, void>({
      query: () => '/requests/unread-count',
      providesTags: ['RequestsUnread'],
    }),
    assignRequest: build.mutation<ServiceRequest, number>({
      query: (id) => ({ url: `/requests/${String(id)}/assign`, method: 'POST' }),
      invalidatesTags: ['Requests'],
    }),
    setRequestStatus: build.mutation<ServiceRequest, { id: number; status: RequestStatus }>({
      query: ({ id, status }) => ({ url: `/requests/${String(id)}/status`, method: 'PATCH', body: { status } }),
      invalidatesTags: ['Requests'],
    }),
    replyToRequest: build.mutation<ServiceRequest, { id: number; content: string }>({
      query: ({ id, content }) => ({ url: `/requests/${String(id)}/reply`, method: 'POST', body: { content } }),
      invalidatesTags: ['Requests', 'Messages'],
    }),
    /** 'Aprovar desconto': the course's code goes to the client (message and e-mail). */
    approveDiscount: build.mutation<ServiceRequest, number>({
      query: (id) => ({ url: `/requests/${String(id)}/approve-discount`, method: 'POST' }),
      invalidatesTags: ['Requests', 'Messages'],
    }),
    openCaseFromRequest: build.mutation<Case, { id: number; body: OpenCaseBody }>({
      query: ({ id, body }) => ({ url: `/requests/${String(id)}/case`, method: 'POST', body }),
      invalidatesTags: ['Requests', 'Cases', 'Documents'],
    }),
  }),
});

export const {
  useSubmitRequestMutation,
  useGetRequestsQuery,
  useGetRequestQuery,
  useAssignRequestMutation,
  useSetRequestStatusMutation,
  useReplyToRequestMutation,
  useApproveDiscountMutation,
  useOpenCaseFromRequestMutation,
} = requestsApi;

/** Staff's count of requests no one opened yet; nothing is asked for anyone else. */
export function useRequestsUnreadCount(isAdmin: boolean): number {
  const { data } = requestsApi.useGetRequestsUnreadCountQuery(undefined, {
    skip: !isAdmin,
    pollingInterval: UNREAD_POLL_MS,
  });
  return data?.count ?? 0;
}
