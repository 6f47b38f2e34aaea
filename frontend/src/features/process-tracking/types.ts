import type { ApiSchema } from '@/lib/api-types';

/** A case as GET /api/cases lists it. */
export type Case = ApiSchema<'Case'>;
/** A case with its history, newest first. */
export type CaseDetail = ApiSchema<'CaseDetail'>;
export type CasePage = ApiSchema<'CasePage'>;
export type CaseUpdate = ApiSchema<'CaseUpdate'>;
export type CaseStatus = ApiSchema<'CaseStatus'>;
export type CaseType = ApiSchema<'CaseType'>;
/** The editor's body (POST /api/cases, PUT /api/cases/{id}). */
export type CaseForm = ApiSchema<'CaseForm'>;
/** A document the case needs, with its review and validity. */
export type ChecklistItem = ApiSchema<'ChecklistItem'>;
export type Review = ApiSchema<'Review'>;

export const CASE_STATUSES: CaseStatus[] = [
  'in_progress',
  'awaiting_documents',
  'pending',
  'approved',
  'completed',
  'rejected',
  'denied',
];

export const CASE_TYPES: CaseType[] = [
  'italian_citizenship',
  'passport',
  'inventory',
  'labor',
  'social_security',
  'other',
];

export interface CaseListArgs {
  status: CaseStatus | '';
  type: CaseType | '';
  q: string;
  awaitingClient: boolean;
  page: number;
  pageSize: number;
}
