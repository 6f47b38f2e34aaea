import { Grid } from '@mantine/core';
import { AppointmentDetailDialog, BookingDialog } from '@/features/appointments';
import { useAppointmentsCalendar } from '../hooks/use-appointments-calendar';
import { DayAppointments } from './DayAppointments';
import { MonthCalendar } from './MonthCalendar';

/**
 * The month calendar of appointments: days with
 * appointments stand out, and the chosen day's appointments are listed by time with their details
 * and status. 'Novo Agendamento' books on the chosen day.
 */
export function AppointmentsCalendar() {
  const state = useAppointmentsCalendar();
  const { dialog } = state;

  return (
    <>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 'content' }}>
          <MonthCalendar {...state} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 'auto' }}>
          <DayAppointments {...state} />
        </Grid.Col>
      </Grid>
      <AppointmentDetailDialog
        appointment={dialog.kind === 'detail' ? dialog.appointment : state.shown}
        opened={dialog.kind === 'detail'}
        onClose={state.closeDialog}
        onEdit={state.openEdit}
        returnFocus={state.detailReturnsFocus}
      />
      <BookingDialog
        opened={dialog.kind === 'new' || dialog.kind === 'edit'}
        appointment={dialog.kind === 'edit' ? dialog.appointment : null}
        date={dialog.kind === 'new' ? state.bookingDate : null}
        onClose={state.closeDialog}
      />
    </>
  );
}
