import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first render, then true. A part far below the
 * top of a page waits for it, code included: the top is drawn sooner, and a slow phone does not
 * build a long form in the same task (docs/performance.md).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: number | undefined;
    // The frame's callback runs before its paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      task = window.setTimeout(() => {
        // A transition: React builds the part in slices of a few milliseconds, not one long task.
        startTransition(() => {
          setPainted(true);
        });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(task);
    };
  }, []);
  return painted;
}
