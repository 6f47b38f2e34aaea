import { useState } from 'react';
import { useIsAdmin } from '@/features/auth';
import { useGetAppointmentsQuery } from '../api';
import { noFilters, type Filters } from '../components/AppointmentFilters';
import type { Appointment, AppointmentListArgs, AppointmentSummary } from '../types';

export const APPOINTMENTS_PAGE_SIZE = 20;

type Dialog =
  | { kind: 'none' }
  | { kind: 'new' }
  | { kind: 'detail'; appointment: AppointmentSummary }
  | { kind: 'edit'; appointment: Appointment };

/** The state of the Agendamentos tab: an admin's filters, the page, and which dialog is open. */
export function useAppointmentsList(onNewAppointment: (() => void) | undefined) {
  const isAdmin = useIsAdmin();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  // The last appointment shown stays in the detail dialog while it closes.
  const [shown, setShown] = useState<AppointmentSummary | null>(null);

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
    else setDialog({ kind: 'new' });
  };
  const openDetail = (appointment: AppointmentSummary) => {
    setShown(appointment);
    setDialog({ kind: 'detail', appointment });
  };
  const closeDialog = () => {
    setDialog({ kind: 'none' });
  };
  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };
  const filtered = isAdmin && (Object.keys(noFilters) as (keyof Filters)[]).some((key) => filters[key] !== '');

  const openEdit = (appointment: Appointment) => {
    setDialog({ kind: 'edit', appointment });
  };

  return {
    isAdmin,
    filters,
    changeFilters,
    filtered,
    page,
    setPage,
    query,
    dialog,
    shown,
    openNew,
    openDetail,
    openEdit,
    closeDialog,
  };
}
