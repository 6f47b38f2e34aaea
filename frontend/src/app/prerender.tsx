import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { authApi } from '@/features/auth/api';
import type { User } from '@/features/auth/types';
import type { DrawnFor, DrawnPage } from './drawn-pages';
import { AppProviders } from './providers';
import { PortalRoutes } from './routes';
import { makeStore } from './store';

export { PRERENDERED_PAGES } from './drawn-pages';

/**
 * Whoever is signed in, as a drawn page knows them: a role and, for staff, whether the second factor
 * is on. Every field the shell could show is empty, so a drawn page shows no one's name; the real
 * user replaces it when React draws the page.
 */
function anyone(who: Exclude<DrawnFor, 'anonymous'>): User {
  return {
    id: 0,
    username: '',
    fullName: '',
    email: '',
    phone: null,
    role: who === 'client' ? 'user' : 'admin',
    active: true,
    twoFactorEnabled: who === 'staff',
    twoFactorSetupRequired: false,
    // No password form is drawn before the account is known.
    passwordMinScore: 0,
  };
}

/** The markup of #root for `page` (one of PRERENDERED_PAGES), once every lazy part of it has loaded. */
export async function renderPage({ path, drawnFor }: DrawnPage): Promise<string> {
  const store = makeStore();
  if (drawnFor !== 'anonymous') {
    await store.dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, anyone(drawnFor)));
  }
  const { prelude } = await prerenderToNodeStream(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <PortalRoutes />
      </MemoryRouter>
    </AppProviders>,
    // Every part inline, in its place: a large part would otherwise be sent apart, with a script to
    // move it into place, and the portal's scripts come only from its files (Content-Security-Policy).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return text(prelude);
}
