import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { anAppointment, summaryOf } from '@/features/appointments/testing/fake-appointments-server';
import { OFFLINE_CACHE, readOfflineCards, saveOfflineCards } from '@/lib/offline-cards';
import { withFakeCaches } from '@/testing/fake-caches';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import type { DashboardStats } from '../types';

jest.setTimeout(20_000);

function dashboardAnswers(upcoming: DashboardStats['upcomingAppointments']) {
  const answer: DashboardStats = {
    totalAppointments: 2,
    pendingAppointments: 1,
    completedAppointments: 0,
    unreadMessages: 0,
    clients: null,
    documents: 0,
    upcomingAppointments: upcoming,
  };
  server.use(
    http.get('/api/dashboard', () => HttpResponse.json(answer)),
    http.get('/api/messages/unread-count', () => HttpResponse.json({ count: 0 })),
  );
}

describe('the appointments kept for offline reading', () => {
  const fake = withFakeCaches();

  it("keeps a client's next appointments (not the cancelled) and erases them at sign-out", async () => {
    signInAs(regularUser);
    dashboardAnswers([
      summaryOf(anAppointment({ id: 8, status: 'confirmed', location: 'Consulado Geral' })),
      summaryOf(anAppointment({ id: 9, status: 'cancelled' })),
    ]);
    server.use(http.post('/api/logout', () => new HttpResponse(null, { status: 204 })));
    const { user } = renderApp('/home');

    await waitFor(async () => {
      const kept = await readOfflineCards();
      expect(kept?.userId).toBe(regularUser.id);
      expect(kept?.cards.map((card) => card.id)).toEqual([8]);
    });
    expect((await readOfflineCards())?.cards[0]).not.toHaveProperty('clientEmail');

    const [signOut] = screen.getAllByRole('button', { name: 'Sair' });
    if (!signOut) throw new Error("no 'Sair' button");
    await user.click(signOut);
    expect(await screen.findByRole('heading', { name: 'Entrar ou criar conta' })).toBeInTheDocument();
    expect(fake.names()).not.toContain(OFFLINE_CACHE);
  });

  it('erases them when the session is found ended (401)', async () => {
    await saveOfflineCards(regularUser.id, []);
    expect(fake.names()).toContain(OFFLINE_CACHE);
    renderApp('/home');

    expect(await screen.findByRole('heading', { name: 'Entrar ou criar conta' })).toBeInTheDocument();
    await waitFor(() => {
      expect(fake.names()).not.toContain(OFFLINE_CACHE);
    });
  });

  it("keeps nothing for an admin, whose list is everyone's", async () => {
    signInAs(adminUser);
    dashboardAnswers([summaryOf(anAppointment({ id: 8 }))]);
    renderApp('/home');

    expect(await screen.findByText('Total de agendamentos')).toBeInTheDocument();
    expect(await readOfflineCards()).toBeNull();
  });
});
