/**
 * Whether this browser had a session the last time it asked. The sign-in page asks the server who is
 * signed in only then: for a first visit the server's 401 would be an error in the browser's console.
 * The session cookie itself is HttpOnly, so the page keeps this hint beside it.
 */
const SESSION_HINT_KEY = 'signed-in';

export function mayBeSignedIn(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    // Storage refused (private modes): ask the server, as before the hint existed.
    return true;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Without storage the sign-in page simply always asks.
  }
}
