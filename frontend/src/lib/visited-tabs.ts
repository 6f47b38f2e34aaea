import { useState } from 'react';

/**
 * The tabs opened so far, `current` included. A page draws a tab's panel on its first opening and
 * keeps it afterwards (hidden while another tab shows), so a half-filled form survives a look at the
 * next tab, and a tab never opened costs nothing.
 */
export function useVisitedTabs<T extends string>(current: T): ReadonlySet<T> {
  const [visited, setVisited] = useState<ReadonlySet<T>>(() => new Set([current]));
  if (visited.has(current)) return visited;
  // Remembered during the render that first shows the tab (React's pattern for state derived from
  // props), so its panel is drawn in that same render.
  const withCurrent = new Set([...visited, current]);
  setVisited(withCurrent);
  return withCurrent;
}
