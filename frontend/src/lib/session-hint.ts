import type { ApiSchema } from '@/lib/api-types';

/**
 * Whether this browser had a session the last time it asked, and whose role. The sign-in page asks
 * the server who is signed in only then: for a first visit the server's 401 would be an error in the
 * browser's console. The session cookie itself is HttpOnly, so the page keeps this hint beside it.
 */
const SESSION_HINT_KEY = 'signed-in';

type Role = ApiSchema<'Role'>;

function storedHint(): string | null | undefined {
  try {
    return localStorage.getItem(SESSION_HINT_KEY);
  } catch {
    // Storage refused (private modes): unknown.
    return undefined;
  }
}

export function mayBeSignedIn(): boolean {
  // Unknown (no storage) counts as maybe: ask the server, as before the hint existed.
  return storedHint() !== null;
}

/** Whether the last person signed in here was staff: the staff's pages then read their data early. */
export function mayBeStaff(): boolean {
  return storedHint() === 'admin';
}

/** Remembers who answered the last session check: their role, or `null` when nobody was signed in. */
export function rememberSignedIn(role: Role | null): void {
  try {
    if (role) localStorage.setItem(SESSION_HINT_KEY, role);
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Without storage the sign-in page simply always asks.
  }
}

/**
 * Calls `listener` when another tab of this browser records that nobody is signed in (its sign-out,
 * or a session found ended): the tabs share the session cookie, so the session is gone here too.
 * Answers the function that stops listening.
 */
export function onSignedOutElsewhere(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_HINT_KEY && event.newValue === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('storage', onStorage);
  };
}
