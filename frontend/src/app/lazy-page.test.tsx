import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { askEarly } from '@/lib/early-answers';
import { lazyPage, preloadRoute, routeData, routeRenders } from './lazy-page';

jest.mock('@/lib/early-answers', () => ({ askEarly: jest.fn() }));
const askedEarly = jest.mocked(askEarly);

function Guard({ children }: { children: ReactNode }) {
  return children;
}

function page() {
  const load = jest.fn(() => Promise.resolve({ default: () => null }));
  return { load, Page: lazyPage(load) };
}

describe('preloadRoute', () => {
  it('asks for the chunks of the opened route only, shell included, once each', async () => {
    const shell = page();
    const home = page();
    const other = page();
    const routes: RouteObject[] = [
      {
        element: (
          <Guard>
            <shell.Page />
          </Guard>
        ),
        children: [
          { path: '/home', element: <home.Page /> },
          { path: '/other', element: <other.Page /> },
        ],
      },
    ];

    void preloadRoute(routes, '/home');
    void preloadRoute(routes, '/home');

    expect(shell.load).toHaveBeenCalledTimes(1);
    expect(home.load).toHaveBeenCalledTimes(1);
    expect(other.load).not.toHaveBeenCalled();
    await expect(home.Page.preload()).resolves.toHaveProperty('default');
    expect(home.load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download', async () => {
    const load = jest
      .fn<Promise<{ default: () => null }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: () => null });
    const Page = lazyPage(load);

    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toHaveProperty('default');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('settles once every chunk of the route has arrived or failed, and not before', async () => {
    const arrivals: (() => void)[] = [];
    const waiting = () =>
      new Promise<{ default: () => null }>((resolve) => {
        arrivals.push(() => {
          resolve({ default: () => null });
        });
      });
    const Shell = lazyPage(waiting);
    const Home = lazyPage(() => Promise.reject(new Error('offline')));
    const Page = lazyPage(waiting);
    const routes: RouteObject[] = [
      {
        element: <Shell />,
        children: [
          { path: '/home', element: <Home /> },
          { path: '/page', element: <Page /> },
        ],
      },
    ];
    let settled = false;

    const arrived = preloadRoute(routes, '/home').then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    arrivals.forEach((arrive) => {
      arrive();
    });
    await arrived;
    expect(settled).toBe(true);
    expect(arrivals).toHaveLength(1);
  });

  it('does nothing for an address no route matches', () => {
    const home = page();
    void preloadRoute([{ path: '/home', element: <home.Page /> }], '/nowhere');
    expect(home.load).not.toHaveBeenCalled();
  });
});

describe('the first reads of a route', () => {
  const load = () => Promise.resolve({ default: () => null });
  const Shell = lazyPage(load, { data: ['/api/messages/unread-count'] });
  const Home = lazyPage(load, { data: ['/api/dashboard'] });
  const Other = lazyPage(load, { data: ['/api/other'] });
  const routes: RouteObject[] = [
    {
      element: <Shell />,
      children: [
        { path: '/home', element: <Home /> },
        { path: '/other', element: <Other /> },
      ],
    },
  ];

  beforeEach(() => {
    askedEarly.mockClear();
  });

  it('are the shell’s and the page’s, outermost first', () => {
    expect(routeData(routes, '/home')).toEqual(['/api/messages/unread-count', '/api/dashboard']);
  });

  it('start with the code only when asked to', () => {
    void preloadRoute(routes, '/home');
    expect(askedEarly).not.toHaveBeenCalled();

    void preloadRoute(routes, '/home', { withData: true });
    expect(askedEarly.mock.calls.map(([path]) => path)).toEqual(['/api/messages/unread-count', '/api/dashboard']);
  });

  it('are not asked for an address with a query string, which may read something else', () => {
    void preloadRoute(routes, '/home', { withData: true, search: '?tab=servicos' });

    expect(askedEarly).not.toHaveBeenCalled();
  });
});

describe('routeRenders', () => {
  it('finds a guard in the elements of the matched routes only', () => {
    const home = page();
    const routes: RouteObject[] = [
      { path: '/auth', element: <home.Page /> },
      {
        element: (
          <Guard>
            <home.Page />
          </Guard>
        ),
        children: [{ path: '/home', element: <home.Page /> }],
      },
    ];

    expect(routeRenders(routes, '/home', Guard)).toBe(true);
    expect(routeRenders(routes, '/auth', Guard)).toBe(false);
    expect(routeRenders(routes, '/nowhere', Guard)).toBe(false);
  });
});
