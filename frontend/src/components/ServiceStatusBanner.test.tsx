import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
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

  it('shows nothing while the server answers', async () => {
    renderApp('/auth');
    expect(await screen.findByRole('tab', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });
});
