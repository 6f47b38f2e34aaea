import type { ApiSchema } from '@/lib/api-types';

export type FamilyTree = ApiSchema<'FamilyTreeView'>;
export type Person = ApiSchema<'Person'>;
export type Relationship = ApiSchema<'Relationship'>;
export type TreeForm = ApiSchema<'TreeForm'>;
export type FinishForm = ApiSchema<'FinishForm'>;
export type PersonForm = ApiSchema<'PersonForm'>;
export type ImportPreview = ApiSchema<'ImportPreview'>;
export type ReportMailSent = ApiSchema<'ReportMailSent'>;

/** A person as the editor holds it: every text as typed, dates as the person writes them. */
export interface PersonDraft {
  key: string;
  name: string;
  relationship: Relationship;
  birthDate: string;
  birthPlace: string;
  deathDate: string;
  deathPlace: string;
  documentNumber: string;
  notes: string;
  italianAncestor: boolean;
  fatherKey: string;
  motherKey: string;
}

/** The texts typed into a field of their own (the links are chosen from lists). */
export type DraftText = 'name' | 'birthDate' | 'birthPlace' | 'deathDate' | 'deathPlace' | 'documentNumber' | 'notes';
