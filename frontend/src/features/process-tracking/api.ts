import { api } from '@/lib/api';
import type { Case, CaseDetail, CaseForm, CaseListArgs, CasePage, CaseUpdate, ChecklistItem } from './types';

export const casesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A client's own cases; staff see everyone's, filtered by the server. */
    listCases: build.query<CasePage, CaseListArgs>({
      query: ({ status, type, q, awaitingClient, page, pageSize }) => ({
        url: '/cases',
        params: {
          page,
          pageSize,
          ...(status ? { status } : {}),
          ...(type ? { type } : {}),
          ...(q.trim() ? { q: q.trim() } : {}),
          ...(awaitingClient ? { awaitingClient: true } : {}),
        },
      }),
      providesTags: ['Cases'],
    }),
    getCase: build.query<CaseDetail, number>({
      query: (id) => `/cases/${String(id)}`,
      providesTags: ['Cases'],
    }),
    openCase: build.mutation<Case, CaseForm>({
      query: (body) => ({ url: '/cases', method: 'POST', body }),
      invalidatesTags: ['Cases'],
    }),
    changeCase: build.mutation<Case, CaseForm & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/cases/${String(id)}`, method: 'PUT', body }),
      invalidatesTags: ['Cases'],
    }),
    postCaseUpdate: build.mutation<CaseUpdate, { id: number; content: string }>({
      query: ({ id, content }) => ({ url: `/cases/${String(id)}/updates`, method: 'POST', body: { content } }),
      invalidatesTags: ['Cases'],
    }),
    addChecklistItem: build.mutation<ChecklistItem, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `/cases/${String(id)}/checklist`, method: 'POST', body: { name } }),
      invalidatesTags: ['Cases'],
    }),
    removeChecklistItem: build.mutation<void, { id: number; item: number }>({
      query: ({ id, item }) => ({ url: `/cases/${String(id)}/checklist/${String(item)}`, method: 'DELETE' }),
      invalidatesTags: ['Cases'],
    }),
    reviewChecklistItem: build.mutation<
      ChecklistItem,
      { id: number; item: number; decision: 'approved' | 'rejected'; reason: string }
    >({
      query: ({ id, item, decision, reason }) => ({
        url: `/cases/${String(id)}/checklist/${String(item)}/review`,
        method: 'PUT',
        body: { decision, reason },
      }),
      invalidatesTags: ['Cases'],
    }),
  }),
});

export const {
  useListCasesQuery,
  useGetCaseQuery,
  useOpenCaseMutation,
  useChangeCaseMutation,
  usePostCaseUpdateMutation,
  useAddChecklistItemMutation,
  useRemoveChecklistItemMutation,
  useReviewChecklistItemMutation,
} = casesApi;
