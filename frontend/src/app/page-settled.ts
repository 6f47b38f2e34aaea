import { useEffect, useState } from 'react';

// Long enough for the first page's render on a slow phone; an idle moment usually comes far sooner.
const IDLE_TIMEOUT_MS = 2000;

/**
 * Calls `run` once the page has loaded (its scripts, and the chunks the first page asked for) and the
 * main thread is idle, i.e. after the first page has been drawn; returns a cancel function. Work that
 * no one sees at first (the toasts' container) waits for this instead of lengthening the first render.
 */
export function whenPageSettled(run: () => void): () => void {
  let cancelIdle = () => undefined as void;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => {
        window.cancelIdleCallback(id);
      };
    } else {
      const id = window.setTimeout(run, 0);
      cancelIdle = () => {
        window.clearTimeout(id);
      };
    }
  };
  if (document.readyState === 'complete') {
    idle();
    return () => {
      cancelIdle();
    };
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}

/** False until `whenPageSettled` fires, then true for good. */
export function usePageSettled() {
  const [settled, setSettled] = useState(false);
  useEffect(
    () =>
      whenPageSettled(() => {
        setSettled(true);
      }),
    [],
  );
  return settled;
}
