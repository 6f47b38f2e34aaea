import { saveBlob } from '@/components/qr/qr-files';
import { api } from '@/lib/api';
import type { FamilyTree, FinishForm, ImportPreview, ReportMailSent, TreeForm } from './types';

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
    /** Saves the tree as finished and sends it to the staff as a request of kind family-tree. */
    finishFamilyTree: build.mutation<FamilyTree, { userId: number | null; form: FinishForm }>({
      query: ({ userId, form }) => ({
        url: '/family-tree/finish',
        method: 'POST',
        params: ownerParams(userId),
        body: form,
      }),
      invalidatesTags: ['FamilyTree', 'Requests'],
    }),
    /** What importing a .ged file would do; the file's bytes are the body, as they are. */
    previewGedcomImport: build.mutation<ImportPreview, { userId: number | null; file: ArrayBuffer }>({
      query: ({ userId, file }) => ({
        url: '/family-tree/import/preview',
        method: 'POST',
        params: ownerParams(userId),
        headers: { 'Content-Type': 'application/octet-stream' },
        body: file,
      }),
    }),
    applyGedcomImport: build.mutation<FamilyTree, { userId: number | null; file: ArrayBuffer }>({
      query: ({ userId, file }) => ({
        url: '/family-tree/import',
        method: 'POST',
        params: ownerParams(userId),
        headers: { 'Content-Type': 'application/octet-stream' },
        body: file,
      }),
      invalidatesTags: ['FamilyTree'],
    }),
    /** Fetches the tree's PDF report and saves it as a file; the store keeps no bytes. */
    downloadFamilyTreeReport: build.mutation<null, number | null>({
      async queryFn(userId, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: '/family-tree/report.pdf',
          params: ownerParams(userId),
          // An error answers JSON with its message; the report itself is a PDF.
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        saveBlob(result.data as Blob, REPORT_FILE_NAME);
        return { data: null };
      },
    }),
    /** Queues a mail to the tree's owner with a link to download the report in the portal. */
    mailFamilyTreeReport: build.mutation<ReportMailSent, number | null>({
      query: (userId) => ({ url: '/family-tree/report/mail', method: 'POST', params: ownerParams(userId) }),
    }),
  }),
});

/** The name the server gives the report, kept when the browser saves it. */
export const REPORT_FILE_NAME = 'arvore-genealogica.pdf';

export const {
  useGetFamilyTreeQuery,
  useSaveFamilyTreeMutation,
  useFinishFamilyTreeMutation,
  usePreviewGedcomImportMutation,
  useApplyGedcomImportMutation,
  useDownloadFamilyTreeReportMutation,
  useMailFamilyTreeReportMutation,
} = familyTreeApi;

/** The stored tree as a GEDCOM 7 file (an attachment). */
export function exportUrl(userId: number | null): string {
  return userId === null ? '/api/family-tree/export' : `/api/family-tree/export?userId=${String(userId)}`;
}
