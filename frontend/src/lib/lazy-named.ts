import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a component that its module exports by name:
 * `lazyNamed(() => import('./BookingDialog'), 'BookingDialog')`. Its code downloads the first time it
 * renders.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
