export { caseSchema } from './lib/form';
export { CASE_TYPES, type Case, type CaseType } from './types';
