import type { ApiSchema } from '@/lib/api-types';

/** A request as lists show it. */
export type RequestSummary = ApiSchema<'RequestSummaryView'>;
/** A whole request: its form as stored and its documents. */
export type ServiceRequest = ApiSchema<'RequestView'>;
export type RequestPage = ApiSchema<'RequestPage'>;
export type RequestKind = ApiSchema<'RequestKind'>;
export type RequestStatus = ApiSchema<'RequestStatus'>;
/** What POST /api/requests takes: a form of one kind and the vault documents to attach. */
export type SubmitRequestBody = ApiSchema<'SubmitBody'>;
/** One kind's form, tagged by `kind`. */
export type RequestForm = ApiSchema<'RequestForm'>;
/** 'Abrir processo': the case's type, country and notes as staff adjusted them. */
export type OpenCaseBody = ApiSchema<'OpenCaseForm'>;

export const REQUEST_KINDS: RequestKind[] = [
  'citizenship',
  'inventory',
  'labor',
  'benefit',
  'course-discount',
  'course-enrollment',
  'contact',
  'new-case',
  'family-tree',
];
export const REQUEST_STATUSES: RequestStatus[] = ['new', 'in_progress', 'answered', 'closed'];

export interface RequestsQuery {
  kind?: RequestKind | null;
  status?: RequestStatus | null;
  unassigned?: boolean;
  /** Only the priority requests. */
  priority?: boolean;
  search?: string;
  page: number;
  pageSize: number;
}
