import { Children, isValidElement, lazy, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

type Load<T> = () => Promise<{ default: T }>;

interface Preloadable {
  preload?: () => Promise<unknown>;
}

/**
 * React.lazy whose chunk can also be asked for ahead of rendering (`preload`): the route table's pages
 * use it so that the page's code downloads while the session is still being checked.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's
export function lazyPage<T extends ComponentType<any>>(load: Load<T>) {
  let loading: Promise<{ default: T }> | undefined;
  const once = () => {
    // A failed download is asked again next time (a flaky network), as React.lazy's first try would.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(once), { preload: once });
}

function preloadTree(node: ReactNode) {
  Children.forEach(node, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return;
    const { preload } = child.type as Preloadable;
    if (typeof preload === 'function') void preload().catch(() => undefined);
    preloadTree(child.props.children);
  });
}

/**
 * Starts downloading the lazy pages (and shells) that `pathname` renders, before the router and the
 * session check get there: without it the page's chunks wait for `GET /api/user` and then for each
 * other, one round trip each. A failed download is left to the render, which shows its error.
 */
export function preloadRoute(routes: RouteObject[], pathname: string) {
  for (const match of matchRoutes(routes, pathname) ?? []) preloadTree(match.route.element);
}
