import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage, preloadRoute, routeRenders } from './lazy-page';

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

    preloadRoute(routes, '/home');
    preloadRoute(routes, '/home');

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

  it('does nothing for an address no route matches', () => {
    const home = page();
    preloadRoute([{ path: '/home', element: <home.Page /> }], '/nowhere');
    expect(home.load).not.toHaveBeenCalled();
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
