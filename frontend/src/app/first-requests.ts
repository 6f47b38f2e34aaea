import { authApi } from '@/features/auth/api';
import { preloadRoute } from './lazy-page';
import { isBehindSignIn, readsEarly, routes } from './routes';
import { makeStore } from './store';

/**
 * The portal's store, made before the rest of the start-up so the first requests can go out through it.
 * For the browser's start-up only (src/index.tsx): at import it reads the address and asks the server;
 * tests and the pages drawn at build time make their own store.
 */
export const store = makeStore();
const behindSignIn = isBehindSignIn(window.location.pathname);
// The opened page's code, and behind the sign-in its first reads, download while the session is
// checked and while the rest of the start-up's modules are evaluated, not after. A visitor whose
// session has ended gets a 401 for those reads too, as for the session itself, and is sent to the
// sign-in page. Each in a task of its own: one long task at start-up blocks a slow phone
// (docs/performance.md).
/** Settles once the opened page's code has arrived (or failed to). */
export const routeCodeArrived = new Promise<void>((settle) => {
  setTimeout(() => {
    void preloadRoute(routes, window.location.pathname, {
      withData: readsEarly(window.location.pathname),
      search: window.location.search,
    }).then(settle);
  }, 0);
});
// A page behind the sign-in asks who is signed in at once: left to RequireAuth, the request waited for
// the first render's effects, which ran after the page's chunks had been evaluated (docs/performance.md).
/** Settles once the server has said who is signed in (or failed to); at once on a page open to anyone. */
export const sessionChecked = new Promise((settle) => {
  setTimeout(() => {
    settle(behindSignIn && store.dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false })));
  }, 0);
});
