import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { anAppointment, summaryOf } from '@/features/appointments/testing/fake-appointments-server';
import { onAPhone } from '@/testing/match-media';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { heldEntry } from '@/features/waitlist/testing/waitlist-entry';
import { adminUser, regularUser } from '@/testing/users';
import type { DashboardStats } from '../types';

jest.setTimeout(15_000);

function dashboardAnswers(stats: Partial<DashboardStats> = {}) {
  const answer: DashboardStats = {
    totalAppointments: 7,
    pendingAppointments: 3,
    completedAppointments: 2,
    unreadMessages: 4,
    clients: null,
    documents: 5,
    upcomingAppointments: [],
    ...stats,
  };
  server.use(
    http.get('/api/dashboard', () => HttpResponse.json(answer)),
    // The shell's menu shows the unread count too.
    http.get('/api/messages/unread-count', () => HttpResponse.json({ count: answer.unreadMessages })),
  );
}

/** The number or text a stat card shows under its label. */
async function card(label: string) {
  // The label is also a menu entry ('Documentos'): the card is the one inside an article.
  const titles = await screen.findAllByText(label);
  const inCard = titles.map((title) => title.closest('article')).find(Boolean);
  if (!inCard) throw new Error(`no card '${label}'`);
  return inCard;
}

/** 'Próximos Agendamentos', the section around its heading. */
async function upcomingSection() {
  const section = (await screen.findByRole('heading', { name: 'Próximos Agendamentos' })).closest('section');
  if (!section) throw new Error('no section around the heading');
  return section;
}

describe('the dashboard', () => {
  it("shows the caller's numbers from the server, documents included", async () => {
    signInAs(regularUser);
    dashboardAnswers();
    renderApp('/home');

    // The cards show their labels with placeholders while loading; the numbers come after.
    expect(await within(await card('Total de agendamentos')).findByText('7')).toBeInTheDocument();
    expect(within(await card('Agendamentos pendentes')).getByText('3')).toBeInTheDocument();
    expect(within(await card('Agendamentos concluídos')).getByText('2')).toBeInTheDocument();
    expect(within(await card('Mensagens não lidas')).getByText('4')).toBeInTheDocument();
    expect(within(await card('Documentos')).getByText('5')).toBeInTheDocument();
    // Clients are counted for admins only.
    expect(screen.queryByText('Clientes')).not.toBeInTheDocument();
  });

  it('keeps the cards in place while the numbers load, so nothing below moves', async () => {
    signInAs(regularUser);
    dashboardAnswers();
    server.use(
      http.get('/api/dashboard', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp('/home');

    const total = await card('Total de agendamentos');
    expect(within(total).queryByText(/\d/)).not.toBeInTheDocument();
    const stats = total.closest('section');
    if (!stats) throw new Error('no section around the cards');
    expect(within(stats).getByRole('status')).toHaveTextContent('Carregando...');
    expect(stats).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { name: 'Nossos serviços' })).toBeInTheDocument();
  });

  it('counts the clients for admins', async () => {
    signInAs(adminUser);
    dashboardAnswers({ clients: 18 });
    renderApp('/home');

    expect(await within(await card('Clientes')).findByText('18')).toBeInTheDocument();
  });

  it('groups the thousands of a large count as Brazilians write them', async () => {
    signInAs(adminUser);
    dashboardAnswers({ totalAppointments: 12345, clients: 1000, pendingAppointments: 999 });
    renderApp('/home');

    expect(await within(await card('Total de agendamentos')).findByText('12.345')).toBeInTheDocument();
    expect(within(await card('Clientes')).getByText('1.000')).toBeInTheDocument();
    expect(within(await card('Agendamentos pendentes')).getByText('999')).toBeInTheDocument();
  });

  it('shows the price pencils to administrators only', async () => {
    signInAs(adminUser);
    dashboardAnswers();
    const app = renderApp('/home');

    expect(await screen.findByRole('link', { name: 'Editar preços dos serviços' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Editar preços do curso de italiano' })).toHaveAttribute(
      'href',
      '/italian-course-admin',
    );
    app.unmount();

    signInAs(regularUser);
    renderApp('/home');
    expect(await screen.findByRole('link', { name: 'Solicitar Orçamento' })).toHaveAttribute(
      'href',
      '/estate-inventory',
    );
    expect(screen.getByRole('link', { name: 'Consultar' })).toHaveAttribute('href', '/labor-benefits');
    expect(screen.queryByRole('link', { name: /Editar preços/ })).not.toBeInTheDocument();
  });

  it("tells a client of a slot held for them from a waitlist; an admin's home never reads the lines", async () => {
    let asked = 0;
    server.use(
      http.get('/api/waitlist', () => {
        asked += 1;
        return HttpResponse.json([heldEntry()]);
      }),
    );
    signInAs(regularUser);
    dashboardAnswers();
    const app = renderApp('/home');

    const notice = await screen.findByRole('region', { name: /^Um horário ficou livre para você/ });
    expect(within(notice).getByRole('button', { name: /^Agendar agora/ })).toBeInTheDocument();
    app.unmount();

    asked = 0;
    signInAs(adminUser);
    dashboardAnswers({ clients: 18 });
    renderApp('/home');
    expect(await within(await card('Clientes')).findByText('18')).toBeInTheDocument();
    expect(asked).toBe(0);
    expect(screen.queryByRole('region', { name: /^Um horário ficou livre para você/ })).not.toBeInTheDocument();
  });

  it("lists the next appointments with 'Ver Todos' to /appointments", async () => {
    signInAs(regularUser);
    dashboardAnswers({
      upcomingAppointments: [summaryOf(anAppointment({ clientName: 'Ana Souza', status: 'confirmed' }))],
    });
    renderApp('/home');

    const section = await upcomingSection();
    const table = await within(section).findByRole('table');
    const row = within(table).getByText('Ana Souza').closest('tr');
    if (!row) throw new Error('no row for Ana Souza');
    expect(within(row).getByText('Renovação de Passaporte')).toBeInTheDocument();
    expect(within(row).getByText('12/03/2031 às 10:00')).toBeInTheDocument();
    expect(within(row).getByText('Confirmado')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Ver Todos' })).toHaveAttribute('href', '/appointments');
  });

  it('lists them on a phone one under the other, with no table', async () => {
    signInAs(regularUser);
    onAPhone();
    dashboardAnswers({
      upcomingAppointments: [summaryOf(anAppointment({ clientName: 'Ana Souza', status: 'confirmed' }))],
    });
    renderApp('/home');

    const section = await upcomingSection();
    const item = within(section).getByRole('listitem');
    expect(within(item).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(item).getByText('Renovação de Passaporte')).toBeInTheDocument();
    expect(within(item).getByText('12/03/2031 às 10:00')).toBeInTheDocument();
    expect(within(item).getByText('Confirmado')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the numbers cannot be loaded, with the server message', async () => {
    signInAs(regularUser);
    dashboardAnswers();
    server.use(http.get('/api/dashboard', () => HttpResponse.json({ message: 'Falhou.' }, { status: 500 })));
    renderApp('/home');

    expect(await screen.findByText('Não foi possível carregar o resumo')).toBeInTheDocument();
    expect(screen.getByText('Falhou.')).toBeInTheDocument();
  });
});
