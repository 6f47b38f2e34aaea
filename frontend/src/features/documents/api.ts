import { api } from '@/lib/api';
import { toApiError, type ApiError } from '@/lib/api-error';
import type { DocumentPage, DocumentsRequest, PortalDocument } from './types';

/** A change to the vault also changes the dashboard's count. */
const changedByADocument = ['Documents', 'Dashboard', 'Cases'] as const;

export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDocuments: build.query<DocumentPage, DocumentsRequest>({
      query: ({ kind, caseId, userId, page, pageSize }) => ({
        url: '/documents',
        params: {
          page,
          pageSize,
          ...(kind ? { kind } : {}),
          ...(caseId ? { caseId } : {}),
          ...(userId ? { userId } : {}),
        },
      }),
      providesTags: ['Documents'],
    }),
    deleteDocument: build.mutation<null, number>({
      query: (id) => ({ url: `/documents/${String(id)}`, method: 'DELETE' }),
      invalidatesTags: [...changedByADocument],
    }),
  }),
});

export const { useGetDocumentsQuery, useDeleteDocumentMutation } = documentsApi;

/** Invalidates what an upload changed, once it is stored. */
export const documentsChanged = () => documentsApi.util.invalidateTags([...changedByADocument]);

export function downloadUrl(document: PortalDocument): string {
  return `/api/documents/${String(document.id)}/download`;
}

export interface UploadOptions {
  /** 0 to 100, from the request's own upload events. */
  onProgress: (percent: number) => void;
  signal: AbortSignal;
  /** The case the file is handed in for. */
  caseId?: number;
  /** The case's checklist item it is handed in for. */
  checklistItemId?: number;
  /** Staff: the client the file is for. */
  userId?: number;
  /** The day the document stops being valid (`yyyy-MM-dd`), for the checklists' validity. */
  expiresOn?: string | null;
}

/** Thrown when the person cancelled the upload. */
export class UploadCancelled extends Error {
  constructor() {
    super('upload cancelled');
    this.name = 'UploadCancelled';
  }
}

/** Thrown when the server refused the file or could not be reached; `error` says why. */
export class UploadFailed extends Error {
  readonly error: ApiError;

  constructor(error: ApiError) {
    super(error.message);
    this.name = 'UploadFailed';
    this.error = error;
  }
}

/**
 * Sends one file as multipart/form-data. XMLHttpRequest rather than RTK Query's fetch, because
 * only it reports how much of the body has gone out; fails with UploadFailed, or UploadCancelled.
 */
export function uploadDocument(
  file: File,
  { onProgress, signal, caseId, checklistItemId, userId, expiresOn }: UploadOptions,
): Promise<PortalDocument> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/documents');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(body as PortalDocument);
      } else {
        reject(new UploadFailed(toApiError({ status: request.status, data: body })));
      }
    };
    request.onerror = () => {
      reject(new UploadFailed(toApiError({ status: 'FETCH_ERROR', error: 'network' })));
    };
    request.onabort = () => {
      reject(new UploadCancelled());
    };
    if (signal.aborted) {
      reject(new UploadCancelled());
      return;
    }
    signal.addEventListener('abort', () => {
      request.abort();
    });
    const form = new FormData();
    if (userId !== undefined) form.append('userId', String(userId));
    if (caseId !== undefined) form.append('caseId', String(caseId));
    if (checklistItemId !== undefined) form.append('checklistItemId', String(checklistItemId));
    if (expiresOn) form.append('expiresOn', expiresOn);
    form.append('file', file, file.name);
    request.send(form);
  });
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
