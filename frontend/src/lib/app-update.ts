/**
 * Tells the page that a new version of the portal is installed and waiting: the service worker
 * registration announces it, the update prompt offers 'Atualizar' and calls `apply`.
 */
type Listener = (apply: () => void) => void;

let waiting: (() => void) | null = null;
const listeners = new Set<Listener>();

export function announceUpdate(apply: () => void) {
  waiting = apply;
  for (const listener of listeners) listener(apply);
}

/** Calls `listener` when an update is waiting, at once if one already is; returns the unsubscribe. */
export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  if (waiting) listener(waiting);
  return () => {
    listeners.delete(listener);
  };
}
