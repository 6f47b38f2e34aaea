import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { regularUser } from '@/testing/users';
import { READY_POLL_MS } from './ServiceStatusBanner';

const UNAVAILABLE = { message: 'Serviço temporariamente indisponível.' };
const BANNER = /O serviço está temporariamente indisponível/;

describe('the service status banner', () => {
  it('says once that the server is unavailable, and goes when it answers again, refetching the page', async () => {
    let down = true;
    let readyChecks = 0;
    server.use(
      http.get('/api/user', () =>
        down
          ? HttpResponse.json(UNAVAILABLE, { status: 503, headers: { 'Retry-After': '2' } })
          : HttpResponse.json(regularUser),
      ),
      http.get('/api/ready', () => {
        readyChecks += 1;
        return down ? HttpResponse.json(UNAVAILABLE, { status: 503 }) : HttpResponse.json({ status: 'ready' });
      }),
    );

    renderApp('/settings');

    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(screen.getAllByText(BANNER)).toHaveLength(1);

    down = false;
    await waitFor(
      () => {
        expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
      },
      {
        timeout: READY_POLL_MS + 2000,
      },
    );
    expect(readyChecks).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { level: 1, name: 'Configurações' })).toBeInTheDocument();
  });

  it('stays while one call keeps failing, though others answered meanwhile, instead of refetching in a loop', async () => {
    signInAs(regularUser);
    let dashboardCalls = 0;
    server.use(
      http.get('/api/dashboard', () => {
        dashboardCalls += 1;
        return HttpResponse.json(UNAVAILABLE, { status: 503 });
      }),
      http.get('/api/messages/unread-count', () => HttpResponse.json({ count: 0 })),
      http.get('/api/ready', () => HttpResponse.json(UNAVAILABLE, { status: 503 })),
    );
    renderApp('/home');

    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    // The home page's other calls (the waitlist, the services) answer; the banner stays.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByText(BANNER)).toBeInTheDocument();
    expect(dashboardCalls).toBeLessThanOrEqual(2);
  });

  it('shows nothing while the server answers', async () => {
    renderApp('/auth');
    expect(await screen.findByRole('tab', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });
});
