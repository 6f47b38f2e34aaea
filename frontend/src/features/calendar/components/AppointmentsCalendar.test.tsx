import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { anAppointment, fakeAppointmentsServer } from '@/features/appointments/testing/fake-appointments-server';
import { brasiliaToday as today } from '@/lib/dayjs';
import { signInAs } from '@/testing/server';
import { renderWithProviders } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { shownDays } from '../hooks/use-appointments-calendar';
import { AppointmentsCalendar } from './AppointmentsCalendar';

jest.setTimeout(15_000);

const month = dayjs(today()).startOf('month');
const busyDay = month.date(10).format('YYYY-MM-DD');
const quietDay = month.date(20).format('YYYY-MM-DD');
const longDay = (day: string) => dayjs(day).format('dddd, D [de] MMMM [de] YYYY');

const appointments = [
  anAppointment({ id: 7, date: busyDay, time: '15:00', clientName: 'Bruno Lima', status: 'cancelled' }),
  anAppointment({ id: 3, date: busyDay, time: '09:30', clientName: 'Ana Souza', status: 'confirmed' }),
  anAppointment({ id: 5, date: busyDay, time: '11:00', clientName: 'Carla Dias', status: 'pending' }),
];

describe('the month calendar', () => {
  it("marks the days with appointments and lists the chosen day's by time, with their details", async () => {
    signInAs(regularUser);
    const fake = fakeAppointmentsServer({ appointments });
    const { user } = renderWithProviders(<AppointmentsCalendar />);

    // The cancelled one is listed, not counted.
    const busy = await screen.findByRole('button', { name: `${longDay(busyDay)}: 2 agendamentos` });
    expect(busy).toHaveAttribute('data-has-appointments');
    const quiet = screen.getByRole('button', { name: longDay(quietDay) });
    expect(quiet).not.toHaveAttribute('data-has-appointments');
    const asked = fake.listCalls()[0]?.url.searchParams;
    expect(asked?.get('from')).toBe(shownDays(month.format('YYYY-MM-DD')).from);
    expect(asked?.get('to')).toBe(shownDays(month.format('YYYY-MM-DD')).to);

    await user.click(busy);

    const day = screen.getByRole('region', { name: `Agendamentos de ${longDay(busyDay)}` });
    const items = within(day).getAllByRole('listitem');
    const [first, , last] = items;
    if (!first || !last) throw new Error('three appointments expected');
    expect(items.map((item) => within(item).getByText(/^\d\d:\d\d$/).textContent)).toEqual(['09:30', '11:00', '15:00']);
    expect(within(first).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(first).getByText('joao@cliente.example')).toBeInTheDocument();
    expect(within(first).getByText('Consulado Geral de Portugal em São Paulo')).toBeInTheDocument();
    expect(within(first).getByText('Nº 3')).toBeInTheDocument();
    expect(within(first).getByText('Confirmado')).toBeInTheDocument();
    expect(within(last).getByText('Cancelado').closest('[data-status]')).toHaveAttribute('data-status', 'cancelled');

    await user.click(within(first).getByRole('button', { name: /Ver Detalhes/ }));
    const details = await screen.findByRole('dialog', { name: 'Detalhes do Agendamento' });
    expect(within(details).getByText('Ana Souza')).toBeInTheDocument();
    // The month's list carries no phone: the dialog reads the whole appointment.
    expect(await within(details).findByText('+55 11 91234-5678')).toBeInTheDocument();
  });

  it("asks for the whole grid: the neighbours' days it shows stand out too", async () => {
    signInAs(regularUser);
    const { from, to } = shownDays(month.format('YYYY-MM-DD'));
    fakeAppointmentsServer({
      appointments: [anAppointment({ id: 11, date: from }), anAppointment({ id: 12, date: to })],
    });
    renderWithProviders(<AppointmentsCalendar />);

    // A Sunday and a Saturday: the first and last cells, this month's or a neighbour's.
    expect(dayjs(from).day()).toBe(0);
    expect(dayjs(to).day()).toBe(6);
    for (const day of [from, to]) {
      const cell = await screen.findByRole('button', { name: `${longDay(day)}: 1 agendamento` });
      expect(cell).toHaveAttribute('data-has-appointments');
    }
  });

  it('does not single out a day whose appointments were all cancelled', async () => {
    signInAs(regularUser);
    fakeAppointmentsServer({ appointments: [anAppointment({ id: 9, date: quietDay, status: 'cancelled' })] });
    const { user } = renderWithProviders(<AppointmentsCalendar />);

    const cell = await screen.findByRole('button', { name: longDay(quietDay) });
    expect(cell).not.toHaveAttribute('data-has-appointments');
    await user.click(cell);
    const day = screen.getByRole('region', { name: `Agendamentos de ${longDay(quietDay)}` });
    expect(await within(day).findByText('Cancelado')).toBeInTheDocument();
  });

  it('moves the chosen day along when the months are paged, so the list is of the month shown', async () => {
    signInAs(regularUser);
    fakeAppointmentsServer({ appointments });
    const { user } = renderWithProviders(<AppointmentsCalendar />);

    await user.click(await screen.findByRole('button', { name: /Próximo mês/ }));
    const next = month.add(1, 'month').format('YYYY-MM-DD');
    expect(await screen.findByRole('region', { name: `Agendamentos de ${longDay(next)}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Mês anterior/ }));
    const shownToday = today();
    expect(await screen.findByRole('region', { name: `Agendamentos de ${longDay(shownToday)}` })).toBeInTheDocument();
  });

  it('says when the chosen day has no appointments', async () => {
    signInAs(regularUser);
    fakeAppointmentsServer({ appointments });
    const { user } = renderWithProviders(<AppointmentsCalendar />);

    await user.click(await screen.findByRole('button', { name: longDay(quietDay) }));

    expect(await screen.findByText('Nenhum agendamento neste dia')).toBeInTheDocument();
  });

  it('opens the booking dialog on the chosen day', async () => {
    signInAs(adminUser);
    fakeAppointmentsServer({ appointments });
    const { user } = renderWithProviders(<AppointmentsCalendar />);

    await user.click(await screen.findByRole('button', { name: longDay(quietDay) }));
    await user.click(screen.getByRole('button', { name: 'Novo Agendamento' }));

    const dialog = await screen.findByRole('dialog', { name: 'Novo Agendamento' });
    await waitFor(() => {
      expect(within(dialog).getByRole('button', { name: /Data/ })).toHaveTextContent(
        dayjs(quietDay).format('DD/MM/YYYY'),
      );
    });
  });
});
