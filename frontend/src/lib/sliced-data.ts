import { useDeferredValue } from 'react';

/**
 * A query's data, handed on in a transition when it arrives or changes. A store update renders at
 * once, in one task; a transition lets React build what the data draws in slices of a few
 * milliseconds, so a long list arriving on a slow phone does not block it (docs/performance.md).
 * `arriving` is true from the data's arrival until the render that draws it. Data that goes away
 * goes at once: nothing stale stands in for it.
 */
export function useSlicedData<T>(data: T | undefined): { data: T | undefined; arriving: boolean } {
  const shown = useDeferredValue(data);
  if (data === undefined) return { data: undefined, arriving: false };
  return { data: shown, arriving: shown === undefined };
}
