import type { ApiSchema } from '@/lib/api-types';

/** A stored document as GET /api/documents lists it. */
export type PortalDocument = ApiSchema<'DocumentView'>;

export type DocumentPage = ApiSchema<'DocumentPage'>;

/** What the list's icon and filter know: the vault keeps PDFs and images only. */
export type DocumentKind = ApiSchema<'KindView'>;

export interface DocumentsRequest {
  kind: DocumentKind | null;
  /** Only those handed in for this case. */
  caseId?: number;
  /** Staff: that client's documents. */
  userId?: number;
  page: number;
  pageSize: number;
}
