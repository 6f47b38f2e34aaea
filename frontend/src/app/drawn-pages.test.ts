import type { RouteObject } from 'react-router-dom';
import { NOT_DRAWN, PRERENDERED_PAGES } from './drawn-pages';
import { isBehindSignIn, routes } from './routes';

/** Every address of the route table that takes no parameter. */
function plainAddresses(table: RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.path && !route.path.includes(':') && route.path !== '*' ? [route.path] : []),
    ...plainAddresses(route.children ?? []),
  ]);
}

describe('the pages drawn at build time', () => {
  it('take in every signed-in page with an address of its own, or say why not', () => {
    const drawn = new Set(PRERENDERED_PAGES.map(({ path }) => path));
    const signedIn = plainAddresses(routes).filter(isBehindSignIn);

    expect(signedIn.length).toBeGreaterThan(10);
    expect(signedIn.filter((path) => !drawn.has(path) && !(path in NOT_DRAWN))).toEqual([]);
    expect(signedIn.filter((path) => drawn.has(path) && path in NOT_DRAWN)).toEqual([]);
  });

  it('draw each page once for each kind of visitor', () => {
    const keys = PRERENDERED_PAGES.map(({ path, drawnFor }) => `${drawnFor} ${path}`);

    expect(new Set(keys).size).toBe(keys.length);
  });
});
