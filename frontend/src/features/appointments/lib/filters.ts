import type { AppointmentStatus } from '../types';

/** An admin's filters of the list; empty texts mean "any". */
export interface Filters {
  from: string;
  to: string;
  status: AppointmentStatus | '';
  q: string;
  /** 'true': only the priority appointments. */
  priority: '' | 'true';
}

export const noFilters: Filters = { from: '', to: '', status: '', q: '', priority: '' };
