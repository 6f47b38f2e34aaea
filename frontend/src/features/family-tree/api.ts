import { api } from '@/lib/api';
import type { FamilyTree, TreeForm } from './types';

/** Whose tree: the signed-in client's own, or for staff the client named by `userId`. */
const ownerParams = (userId: number | null) => (userId === null ? undefined : { userId });

export const familyTreeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFamilyTree: build.query<FamilyTree, number | null>({
      query: (userId) => ({ url: '/family-tree', params: ownerParams(userId) }),
      providesTags: ['FamilyTree'],
    }),
    saveFamilyTree: build.mutation<FamilyTree, { userId: number | null; tree: TreeForm }>({
      query: ({ userId, tree }) => ({ url: '/family-tree', method: 'PUT', params: ownerParams(userId), body: tree }),
      invalidatesTags: ['FamilyTree'],
    }),
    finishFamilyTree: build.mutation<FamilyTree, { userId: number | null; tree: TreeForm }>({
      query: ({ userId, tree }) => ({
        url: '/family-tree/finish',
        method: 'POST',
        params: ownerParams(userId),
        body: tree,
      }),
      invalidatesTags: ['FamilyTree'],
    }),
  }),
});

export const { useGetFamilyTreeQuery, useSaveFamilyTreeMutation, useFinishFamilyTreeMutation } = familyTreeApi;

/** The stored tree as a GEDCOM 7 file (an attachment). */
export function exportUrl(userId: number | null): string {
  return userId === null ? '/api/family-tree/export' : `/api/family-tree/export?userId=${String(userId)}`;
}
