import { useState } from 'react';
import { useIsAdmin } from '@/features/auth';
import { useGetAppointmentsQuery } from '../api';
import { noFilters, type Filters } from '../lib/filters';
import type { AppointmentListArgs } from '../types';
import { useAppointmentDialogs } from './use-appointment-dialogs';

export const APPOINTMENTS_PAGE_SIZE = 20;

/** The state of the Agendamentos tab: an admin's filters, the page, and which dialog is open. */
export function useAppointmentsList(onNewAppointment: (() => void) | undefined) {
  const isAdmin = useIsAdmin();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const dialogs = useAppointmentDialogs();

  const args: AppointmentListArgs = {
    page,
    pageSize: APPOINTMENTS_PAGE_SIZE,
    ...(isAdmin
      ? {
          from: filters.from || undefined,
          to: filters.to || undefined,
          status: filters.status || undefined,
          q: filters.q.trim() || undefined,
          priority: filters.priority === 'true' || undefined,
        }
      : {}),
  };
  const query = useGetAppointmentsQuery(args);

  const openNew = () => {
    if (onNewAppointment) onNewAppointment();
    else dialogs.openNew();
  };
  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };
  const filtered = isAdmin && (Object.keys(noFilters) as (keyof Filters)[]).some((key) => filters[key] !== '');

  return {
    isAdmin,
    filters,
    changeFilters,
    filtered,
    page,
    setPage,
    query,
    ...dialogs,
    openNew,
  };
}
