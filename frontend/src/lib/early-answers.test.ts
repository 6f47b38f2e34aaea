import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { askEarly, fetchWithEarlyAnswers, forgetEarlyAnswers } from './early-answers';

/** Serves GET /api/dashboard with a new number each time and counts the requests. */
function countingDashboard() {
  const served = { count: 0 };
  server.use(
    http.get('/api/dashboard', () => {
      served.count += 1;
      return HttpResponse.json({ answer: served.count });
    }),
  );
  return served;
}

const dashboard = () => new Request(new URL('/api/dashboard', window.location.href));

afterEach(() => {
  forgetEarlyAnswers();
  jest.useRealTimers();
});

describe('answers asked for early', () => {
  it('are asked again when they did not succeed, as a 401 from before a sign-in', async () => {
    let requests = 0;
    server.use(
      http.get('/api/dashboard', () => {
        requests += 1;
        return requests === 1
          ? HttpResponse.json({ message: 'Não autenticado.' }, { status: 401 })
          : HttpResponse.json({ answer: 'signed in' });
      }),
    );

    askEarly('/api/dashboard');
    const answer = await fetchWithEarlyAnswers(dashboard());

    expect(await answer.json()).toEqual({ answer: 'signed in' });
    expect(requests).toBe(2);
  });

  it('are forgotten when someone signs in or out', async () => {
    const served = countingDashboard();

    askEarly('/api/dashboard');
    await waitFor(() => {
      expect(served.count).toBe(1);
    });
    forgetEarlyAnswers();
    const answer = await fetchWithEarlyAnswers(dashboard());

    expect(await answer.json()).toEqual({ answer: 2 });
    expect(served.count).toBe(2);
  });

  it('give the first GET of the same address the early answer, and only the first', async () => {
    const served = countingDashboard();

    askEarly('/api/dashboard');
    askEarly('/api/dashboard');
    const first = await fetchWithEarlyAnswers(dashboard());
    const second = await fetchWithEarlyAnswers(dashboard());

    expect(await first.json()).toEqual({ answer: 1 });
    expect(await second.json()).toEqual({ answer: 2 });
    expect(served.count).toBe(2);
  });

  it('are not used for another address or method, nor once stale', async () => {
    const served = countingDashboard();
    server.use(http.post('/api/dashboard', () => HttpResponse.json({ posted: true })));
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });

    askEarly('/api/dashboard');
    const posted = await fetchWithEarlyAnswers(new Request(dashboard(), { method: 'POST' }));
    expect(await posted.json()).toEqual({ posted: true });
    jest.setSystemTime(Date.now() + 11_000);
    const late = await fetchWithEarlyAnswers(dashboard());

    expect(await late.json()).toEqual({ answer: 2 });
    expect(served.count).toBe(2);
  });

  it('are asked again when the early request failed', async () => {
    let requests = 0;
    server.use(
      http.get('/api/dashboard', () => {
        requests += 1;
        return requests === 1 ? HttpResponse.error() : HttpResponse.json({ answer: 'again' });
      }),
    );

    askEarly('/api/dashboard');
    const answer = await fetchWithEarlyAnswers(dashboard());

    expect(await answer.json()).toEqual({ answer: 'again' });
    expect(requests).toBe(2);
  });
});
