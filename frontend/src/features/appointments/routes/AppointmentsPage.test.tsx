import { screen, waitFor, within } from '@testing-library/react';
import { signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { regularUser } from '@/testing/users';
import { mockCatalog } from '@/features/catalog/testing/catalog-mock';
import { anAppointment, fakeAppointmentsServer, italianPassport } from '../testing/fake-appointments-server';

jest.setTimeout(20_000);

describe('the appointments page', () => {
  beforeEach(() => {
    signInAs(regularUser);
    // The catalogue mock answers /api/services over the fake appointments server's own list.
    fakeAppointmentsServer();
    mockCatalog();
  });

  it('has the tabs Agendamentos, Serviços and Cursos, and opens on Agendamentos', async () => {
    const catalog = mockCatalog();
    fakeAppointmentsServer({ appointments: [anAppointment({ id: 1, clientName: 'Ana Souza' })] });
    renderApp('/appointments');

    // The first render loads the page's lazy chunk, which takes a while in a cold test run.
    const tabs = await screen.findByRole('tablist', { name: 'Seções de agendamentos' }, { timeout: 5000 });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Agendamentos', 'Serviços', 'Cursos']);
    expect(within(tabs).getByRole('tab', { name: 'Agendamentos' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(screen.getByRole('tabpanel')).findByRole('table')).toHaveTextContent('Ana Souza');
    // The catalogue is asked for only when its tab opens.
    expect(catalog.state.calls).toEqual([]);
  });

  it("marks the appointments whose client confirmed presence from the mail's link, and the priority ones", async () => {
    fakeAppointmentsServer({
      appointments: [
        anAppointment({ id: 1, clientName: 'Ana Souza', presenceConfirmedAt: '2031-03-10T12:00:00Z' }),
        anAppointment({ id: 2, clientName: 'Bia Lima', time: '11:00', priority: true }),
        // Confirmed, then cancelled: nobody is expected any more.
        anAppointment({
          id: 3,
          clientName: 'Caio Dias',
          time: '11:30',
          status: 'cancelled',
          presenceConfirmedAt: '2031-03-10T12:00:00Z',
        }),
      ],
    });
    renderApp('/appointments');

    const table = await within(await screen.findByRole('tabpanel', {}, { timeout: 5000 })).findByRole('table');
    const rowOf = (name: string) => within(table).getByText(name).closest('tr');
    await within(table).findByText('Ana Souza');
    expect(within(rowOf('Ana Souza') as HTMLElement).getByText('Presença confirmada')).toBeInTheDocument();
    expect(within(rowOf('Bia Lima') as HTMLElement).queryByText('Presença confirmada')).not.toBeInTheDocument();
    expect(within(rowOf('Bia Lima') as HTMLElement).getByText('Prioridade')).toBeInTheDocument();
    expect(within(rowOf('Ana Souza') as HTMLElement).queryByText('Prioridade')).not.toBeInTheDocument();
    expect(within(rowOf('Caio Dias') as HTMLElement).queryByText('Presença confirmada')).not.toBeInTheDocument();
  });

  it('shows the services on Serviços and the courses on Cursos, keeping the tab in the address', async () => {
    const app = renderApp('/appointments');

    await app.user.click(await screen.findByRole('tab', { name: 'Serviços' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Solicitação de Visto' })).toBeInTheDocument();
    expect(app.location().search).toBe('?tab=servicos');

    await app.user.click(screen.getByRole('tab', { name: 'Cursos' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Curso Básico de Italiano' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Solicitação de Visto' })).not.toBeInTheDocument();
    expect(app.location().search).toBe('?tab=cursos');
  });

  it('opens the tab named in the address', async () => {
    renderApp('/appointments?tab=cursos');

    expect(await screen.findByRole('tab', { name: 'Cursos' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Curso Básico de Italiano' })).toBeInTheDocument();
  });

  it("opens the booking dialog with a service chosen from its card's 'Agendar Serviço'", async () => {
    const app = renderApp('/appointments?tab=servicos');

    const heading = await screen.findByRole('heading', { level: 2, name: 'Solicitação de Visto' });
    const card = heading.closest('article');
    if (!card) throw new Error('the service has no card');
    await app.user.click(within(card).getByRole('button', { name: 'Agendar Serviço' }));

    const dialog = await screen.findByRole('dialog', { name: 'Novo Agendamento' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('textbox', { name: /Serviço/ }, { timeout: 5000 })).toHaveValue(
      'Solicitação de Visto',
    );
  });

  it('opens the booking of the Italian passport from ?type=passport&country=Itália, and forgets it on close', async () => {
    fakeAppointmentsServer();
    const app = renderApp('/appointments?type=passport&country=It%C3%A1lia');

    const dialog = await screen.findByRole('dialog', { name: 'Novo Agendamento' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('textbox', { name: /Serviço/ }, { timeout: 5000 })).toHaveValue(
      italianPassport.name,
    );

    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(app.location().search).toBe('');
  });

  it('opens a priority booking from &priority=true, and forgets the flag on close', async () => {
    fakeAppointmentsServer();
    const app = renderApp('/appointments?type=passport&country=portugal&priority=true');

    const dialog = await screen.findByRole('dialog', { name: 'Novo Agendamento' }, { timeout: 5000 });
    expect(await within(dialog).findByText(/a equipe verá este pedido marcado como prioridade/)).toBeInTheDocument();

    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(app.location().search).toBe('');
  });
});
