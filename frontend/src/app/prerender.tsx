import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { authApi } from '@/features/auth/api';
import type { User } from '@/features/auth/types';
import { AppProviders } from './providers';
import { PortalRoutes } from './routes';
import { makeStore } from './store';

/** Who a drawn page is for: nobody signed in, or a signed-in client. */
export type DrawnFor = 'anonymous' | 'client';

export interface DrawnPage {
  path: string;
  drawnFor: DrawnFor;
}

/**
 * The client's pages with an address of their own (no id, no token), as the navigation opens them.
 * Not quick access, which shows the address the browser opened, unknown to the build; nor the
 * settings, whose form shows the user's own details, which a drawn page does not know.
 */
const CLIENT_PAGES = [
  paths.home,
  paths.appointments,
  paths.processTracking,
  paths.messages,
  paths.documents,
  paths.italianCourse,
  paths.italianCitizenship,
  paths.familyTree,
  paths.estateInventory,
  paths.laborBenefits,
  paths.requests,
];

/**
 * The pages drawn at build time (build/prerender-plugin.js), on a narrow screen in the light colour
 * scheme: the sign-in page as a first visit sees it, and the client's pages as they are while their
 * data loads. The server sends one to a browser in that state (docs/decisions/prerendered-pages.md),
 * which then paints it before any script has arrived.
 */
export const PRERENDERED_PAGES: readonly DrawnPage[] = [
  { path: paths.auth, drawnFor: 'anonymous' },
  ...CLIENT_PAGES.map((path) => ({ path, drawnFor: 'client' as const })),
];

/**
 * Whoever is signed in, as a drawn page knows them: a client, and nothing else. Every field the
 * shell could show is empty, so a drawn page shows no one's name; the real user replaces it when
 * React draws the page.
 */
const anyClient: User = {
  id: 0,
  username: '',
  fullName: '',
  email: '',
  phone: null,
  role: 'user',
  active: true,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
};

/** The markup of #root for `page`, once every lazy part of it has loaded. */
export async function renderPage({ path, drawnFor }: DrawnPage): Promise<string> {
  const store = makeStore();
  if (drawnFor === 'client') await store.dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, anyClient));
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
