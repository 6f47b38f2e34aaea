import { paths } from '@/config/paths';

/** The page the password-reset mail links to (the server writes `/auth/reset?token=...`). */
export const resetPasswordPath = '/auth/reset';

/**
 * The sign-in page, told to come back to `here` (a path of the portal with its query) once signed
 * in; the bare sign-in page without one.
 */
export function signInPathFor(here: string | null): string {
  return here ? `${paths.auth}?next=${encodeURIComponent(here)}` : paths.auth;
}

/**
 * The page a sign-in goes back to: `next` only when it is a page of this portal (never another
 * site, whatever its spelling), with its query and fragment; else `null`.
 */
export function returnPathFrom(next: string | null): string | null {
  if (!next?.startsWith('/')) return null;
  try {
    const url = new URL(next, window.location.origin);
    // Dot segments can leave a path of two slashes, another site's address once followed.
    const elsewhere = url.origin !== window.location.origin || url.pathname.startsWith('//');
    if (elsewhere || new RegExp(`^${paths.auth}(/|$)`, 'i').test(url.pathname)) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
