import { Children, isValidElement, lazy, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { askEarly } from '@/lib/early-answers';

type Load<T> = () => Promise<{ default: T }>;

interface Preloadable {
  preload?: () => Promise<unknown>;
  data?: readonly string[];
}

interface PageOptions {
  /**
   * The API addresses the page reads on its first render, exactly as it asks for them (e.g.
   * `/api/cases?page=1&pageSize=10`): when the page is opened at its address, they are asked for with
   * its code (first-requests.ts).
   */
  data?: readonly string[];
}

/**
 * React.lazy whose chunk can also be asked for ahead of rendering (`preload`): the route table's pages
 * use it so that the page's code downloads while the session is still being checked.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's
export function lazyPage<T extends ComponentType<any>>(load: Load<T>, { data = [] }: PageOptions = {}) {
  let loading: Promise<{ default: T }> | undefined;
  const once = () => {
    // A failed download is asked again next time (a flaky network), as React.lazy's first try would.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(once), { preload: once, data });
}

/** Every element in the tree of `node` (its children included), outermost first. */
function elementsOf(node: ReactNode, found: ReactElement[] = []): ReactElement[] {
  Children.forEach(node, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return;
    found.push(child);
    elementsOf(child.props.children, found);
  });
  return found;
}

// The route table is never changed in place: a table and an address always match the same way.
let lastMatched: { routes: RouteObject[]; pathname: string; elements: ReactElement[] } | undefined;

/**
 * The elements the routes matching `pathname` render, outermost route first. The start-up asks this
 * of the opened address four or five times, and matching ranks the whole route table each time: the
 * last answer is kept.
 */
function routeElements(routes: RouteObject[], pathname: string): ReactElement[] {
  if (lastMatched?.routes !== routes || lastMatched.pathname !== pathname) {
    const elements = (matchRoutes(routes, pathname) ?? []).flatMap((match) => elementsOf(match.route.element));
    lastMatched = { routes, pathname, elements };
  }
  return lastMatched.elements;
}

/**
 * Starts downloading the lazy pages (and shells) that `pathname` renders, before the router and the
 * session check get there: without it the page's chunks wait for `GET /api/user` and then for each
 * other, one round trip each. A failed download is left to the render, which shows its error. With
 * `withData` their first reads start too, for a plain address only: one with a query string (`search`:
 * a tab, a filter, another client's tree) may read something else. Settles once every chunk has
 * arrived or failed (not the reads).
 */
export function preloadRoute(
  routes: RouteObject[],
  pathname: string,
  { withData = false, search = '' } = {},
): Promise<void> {
  const downloads: Promise<unknown>[] = [];
  for (const element of routeElements(routes, pathname)) {
    const { preload } = element.type as Preloadable;
    if (typeof preload === 'function') downloads.push(preload().catch(() => undefined));
  }
  if (withData && search === '') routeData(routes, pathname).forEach(askEarly);
  return Promise.all(downloads).then(() => undefined);
}

/** The API addresses the pages and shells that `pathname` renders read first (`lazyPage`'s `data`). */
export function routeData(routes: RouteObject[], pathname: string): string[] {
  return routeElements(routes, pathname).flatMap((element) => (element.type as Preloadable).data ?? []);
}

/** Whether the routes matching `pathname` render `component` (a guard, say) somewhere in their elements. */
export function routeRenders(routes: RouteObject[], pathname: string, component: ComponentType<never>): boolean {
  return routeElements(routes, pathname).some((element) => element.type === component);
}
