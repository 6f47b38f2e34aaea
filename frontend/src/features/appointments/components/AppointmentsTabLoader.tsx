import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingState } from '@/components/LoadStates';

// The table, its filters and dialogs are their own chunk: pages that only show a badge or a date
// of an appointment (the dashboard) do not download them.
const LazyAppointmentsTab = lazy(() =>
  import('./AppointmentsTab').then((module) => ({ default: module.AppointmentsTab })),
);

/** The Agendamentos tab, loaded on first show. */
export function AppointmentsTab(props: ComponentProps<typeof LazyAppointmentsTab>) {
  return (
    <Suspense fallback={<LoadingState />}>
      <LazyAppointmentsTab {...props} />
    </Suspense>
  );
}
