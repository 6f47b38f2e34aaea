import { screen, waitFor, within } from '@testing-library/react';
import { onAPhone } from '@/testing/match-media';
import { signInAs } from '@/testing/server';
import { renderWithProviders } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { anAppointment, fakeAppointmentsServer } from '../testing/fake-appointments-server';
import type { AppointmentStatus } from '../types';
import { AppointmentsTab } from './AppointmentsTab';

jest.setTimeout(15_000);

const appointments = [
  anAppointment({ id: 1, clientName: 'Ana Souza', clientEmail: 'ana@exemplo.com', status: 'pending' }),
  anAppointment({ id: 2, clientName: 'Bruno Lima', date: '2031-03-13', time: '09:30', status: 'confirmed' }),
  anAppointment({ id: 3, clientName: 'Carla Dias', status: 'cancelled' }),
  anAppointment({ id: 4, clientName: 'Davi Reis', status: 'completed' }),
  // A status outside the four the server guarantees, as an older server could have stored.
  anAppointment({ id: 5, clientName: 'Eva Melo', status: 'algo-antigo' as AppointmentStatus, serviceName: '' }),
];

// The tests run on a wide screen (the table) unless they say they are on a phone (the cards).
const table = () => screen.findByRole('table');
const rowOf = async (name: string) => (await within(await table()).findByText(name)).closest('tr') as HTMLElement;

describe('the Agendamentos tab', () => {
  it('lists client, e-mail, day and time, service, place and the status in words', async () => {
    signInAs(regularUser);
    fakeAppointmentsServer({ appointments });
    renderWithProviders(<AppointmentsTab />);

    const ana = await rowOf('Ana Souza');
    // The address may break only before the '@'; the table keeps its domain in one piece.
    expect(
      within(ana).getByText((_, node) => node?.tagName === 'P' && node.textContent === 'ana@exemplo.com'),
    ).toBeInTheDocument();
    expect(within(ana).getByText('@exemplo.com')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(ana).getByText('12/03/2031 às 10:00')).toBeInTheDocument();
    expect(within(ana).getByText('Renovação de Passaporte')).toBeInTheDocument();
    expect(within(ana).getByText('Consulado Geral de Portugal em São Paulo')).toBeInTheDocument();

    const badge = async (name: string) =>
      within(await rowOf(name)).getByText(/Pendente|Confirmado|Cancelado|Concluído/);
    expect(await badge('Ana Souza')).toHaveTextContent('Pendente');
    expect(await badge('Bruno Lima')).toHaveTextContent('Confirmado');
    expect(await badge('Carla Dias')).toHaveTextContent('Cancelado');
    expect(await badge('Davi Reis')).toHaveTextContent('Concluído');
    // An unknown status reads as pending; an unknown service says so.
    expect(await badge('Eva Melo')).toHaveTextContent('Pendente');
    expect(within(await rowOf('Eva Melo')).getByText('Serviço não encontrado')).toBeInTheDocument();
    expect(screen.getAllByText('5 agendamentos').length).toBeGreaterThan(0);
  });

  it('says which appointments fall on a day closed since they were booked, on wide screens and phones', async () => {
    signInAs(regularUser);
    const closedNotice = 'Fechado em 12/03/2031: Reforma do prédio.';
    const said = `${closedNotice} Este agendamento precisa ser remarcado ou cancelado.`;
    fakeAppointmentsServer({
      appointments: [anAppointment({ id: 1, clientName: 'Ana Souza', closedNotice }), ...appointments.slice(1)],
    });
    const { unmount } = renderWithProviders(<AppointmentsTab />);
    expect(within(await rowOf('Ana Souza')).getByText(said)).toBeInTheDocument();
    expect(within(await rowOf('Bruno Lima')).queryByText(/Fechado em/)).not.toBeInTheDocument();
    unmount();

    onAPhone();
    renderWithProviders(<AppointmentsTab />);
    const [ana] = await screen.findAllByRole('listitem');
    if (!ana) throw new Error('no card');
    expect(within(ana).getByText(said)).toBeInTheDocument();
  });

  it('shows a phone one card per appointment, with no table', async () => {
    signInAs(regularUser);
    onAPhone();
    fakeAppointmentsServer({ appointments });
    renderWithProviders(<AppointmentsTab />);

    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(appointments.length);
    const [ana] = cards;
    if (!ana) throw new Error('no card');
    expect(within(ana).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(ana).getByText('12/03/2031 às 10:00')).toBeInTheDocument();
    // A card is narrower: the domain may also break after its dots.
    expect(within(ana).getByText('@exemplo.')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(ana).getByText('com')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(ana).getByRole('button', { name: /Detalhes/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows no filters to a client', async () => {
    signInAs(regularUser);
    fakeAppointmentsServer({ appointments });
    renderWithProviders(<AppointmentsTab />);

    await rowOf('Ana Souza');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it("opens an appointment's details", async () => {
    signInAs(regularUser);
    fakeAppointmentsServer({ appointments });
    const { user } = renderWithProviders(<AppointmentsTab />);

    await user.click(within(await rowOf('Bruno Lima')).getByRole('button', { name: /Ver Detalhes/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Detalhes do Agendamento' });
    expect(within(dialog).getByText('Bruno Lima')).toBeInTheDocument();
    expect(within(dialog).getByText('Confirmado')).toBeInTheDocument();
    expect(within(dialog).getByText('09:30')).toBeInTheDocument();
    expect(within(dialog).getByText('13/03/2031')).toBeInTheDocument();
    // The list carries no phone: the dialog reads the whole appointment.
    expect(await within(dialog).findByText('+55 11 91234-5678')).toBeInTheDocument();
  });

  it('gives the focus back to the appointment after an edit made from its details', async () => {
    signInAs(adminUser);
    fakeAppointmentsServer({ appointments });
    const { user } = renderWithProviders(<AppointmentsTab />);
    const opener = within(await rowOf('Bruno Lima')).getByRole('button', { name: /Ver Detalhes/ });

    await user.click(opener);
    const details = await screen.findByRole('dialog', { name: 'Detalhes do Agendamento' });
    await user.click(await within(details).findByRole('button', { name: 'Editar' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar Agendamento' });
    await user.click(await within(edit).findByRole('button', { name: 'Salvar' }, { timeout: 8000 }));

    expect(await screen.findByText('Agendamento atualizado com sucesso e notificação enviada')).toBeInTheDocument();
    const row = await rowOf('Bruno Lima');
    await waitFor(() => {
      expect(within(row).getByRole('button', { name: /Ver Detalhes/ })).toHaveFocus();
    });
  });

  it('keeps the focus in the edit dialog opened from the details, each time', async () => {
    signInAs(adminUser);
    fakeAppointmentsServer({ appointments });
    const { user } = renderWithProviders(<AppointmentsTab />);

    const editFromDetails = async () => {
      await user.click(within(await rowOf('Bruno Lima')).getByRole('button', { name: /Ver Detalhes/ }));
      const details = await screen.findByRole('dialog', { name: 'Detalhes do Agendamento' });
      await user.click(await within(details).findByRole('button', { name: 'Editar' }));
      const edit = await screen.findByRole('dialog', { name: 'Editar Agendamento' });
      // Past the moment the closing details would hand the focus back to their opener.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(edit.contains(document.activeElement)).toBe(true);
      await user.click(within(edit).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => {
        expect(screen.queryByRole('dialog', { name: 'Editar Agendamento' })).not.toBeInTheDocument();
      });
    };
    // The second time, the edit dialog is drawn at once, before the details' focus return.
    await editFromDetails();
    await editFromDetails();
  });

  it("says 'Nenhum agendamento encontrado' and offers to book one", async () => {
    signInAs(regularUser);
    fakeAppointmentsServer({ appointments: [] });
    const { user } = renderWithProviders(<AppointmentsTab />);

    expect(await screen.findByText('Nenhum agendamento encontrado')).toBeInTheDocument();
    // One button, above the list, whether or not the list is empty.
    await user.click(screen.getByRole('button', { name: 'Novo Agendamento' }));

    expect(await screen.findByRole('dialog', { name: 'Novo Agendamento' })).toBeInTheDocument();
  });

  it('lets an admin filter by status and page through the list', async () => {
    signInAs(adminUser);
    const many = Array.from({ length: 45 }, (_, index) =>
      anAppointment({ id: index + 1, clientName: `Cliente ${index + 1}`, status: index % 2 ? 'confirmed' : 'pending' }),
    );
    const fake = fakeAppointmentsServer({ appointments: many });
    const { user } = renderWithProviders(<AppointmentsTab />);

    expect(await within(await table()).findByText('Cliente 1')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Páginas da lista de agendamentos' });
    await user.click(within(pages).getByRole('button', { name: 'Página 3' }));
    expect(await within(await table()).findByText('Cliente 41')).toBeInTheDocument();
    expect(fake.listCalls().at(-1)?.url.searchParams.get('page')).toBe('3');

    const filters = screen.getByRole('search', { name: 'Filtrar agendamentos' });
    await user.click(within(filters).getByRole('textbox', { name: 'Status' }));
    const list = document.getElementById(
      within(filters).getByRole('textbox', { name: 'Status' }).getAttribute('aria-controls') ?? '',
    );
    await user.click(within(list ?? document.body).getByRole('option', { name: 'Confirmado', hidden: true }));

    await waitFor(() => {
      const asked = fake.listCalls().at(-1)?.url.searchParams;
      expect(asked?.get('status')).toBe('confirmed');
      expect(asked?.get('page')).toBe('1');
    });
    expect(await within(await table()).findByText('Cliente 2')).toBeInTheDocument();
    expect(within(await table()).queryByText('Cliente 1')).not.toBeInTheDocument();

    // A filter that matches nothing says so, not that there are no appointments at all.
    await user.click(within(filters).getByRole('textbox', { name: 'Status' }));
    await user.click(within(list ?? document.body).getByRole('option', { name: 'Cancelado', hidden: true }));
    expect(await screen.findByText(/Nenhum agendamento com estes filtros/)).toBeInTheDocument();
  });

  it("lets an admin list only the priority appointments, each marked 'Prioridade'", async () => {
    signInAs(adminUser);
    const fake = fakeAppointmentsServer({
      appointments: [
        anAppointment({ id: 1, clientName: 'Ana Souza' }),
        anAppointment({ id: 2, clientName: 'Bruno Lima', time: '11:00', priority: true }),
      ],
    });
    const { user } = renderWithProviders(<AppointmentsTab />);

    expect(within(await rowOf('Bruno Lima')).getByText('Prioridade')).toBeInTheDocument();
    expect(within(await rowOf('Ana Souza')).queryByText('Prioridade')).not.toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Filtrar agendamentos' });
    await user.click(within(filters).getByRole('checkbox', { name: 'Só prioritários' }));

    await waitFor(() => {
      expect(fake.listCalls().at(-1)?.url.searchParams.get('priority')).toBe('true');
    });
    await waitFor(() => {
      expect(within(screen.getByRole('table')).queryByText('Ana Souza')).not.toBeInTheDocument();
    });
    expect(within(screen.getByRole('table')).getByText('Bruno Lima')).toBeInTheDocument();
  });
});
