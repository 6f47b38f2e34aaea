import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { authApi } from '@/features/auth/api';
import type { User } from '@/features/auth/types';
import { AppProviders } from './providers';
import { PortalRoutes } from './routes';
import { makeStore } from './store';

/**
 * Who a drawn page is for: nobody signed in; a client; staff with the second factor on, or staff
 * without it, whose pages carry a notice asking for it. The server tells them apart by the session
 * (crates/api/src/static_files.rs).
 */
export type DrawnFor = 'anonymous' | 'client' | 'staff' | 'staff-without-2fa';

export interface DrawnPage {
  path: string;
  drawnFor: DrawnFor;
}

/**
 * The signed-in pages with an address of their own (no id, no token), as the navigation opens them.
 * Not quick access, which shows the address the browser opened, unknown to the build; nor the
 * settings, whose form shows the user's own details, which a drawn page does not know.
 */
const SIGNED_IN_PAGES = [
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
 * The staff's own pages, besides the signed-in ones. Not the invite, which shows the portal's
 * address; nor the calendar, the waiting list and the demo, which show today's date or days from
 * it, which would be stale the day after the build.
 */
const STAFF_PAGES = [
  paths.admin,
  paths.adminCases,
  paths.adminClosures,
  paths.usersManagement,
  paths.italianCourseAdmin,
  paths.requestsInbox,
];

const pagesFor = (who: DrawnFor, pages: readonly string[]) => pages.map((path) => ({ path, drawnFor: who }));

/**
 * The pages drawn at build time (build/prerender-plugin.js), on a narrow screen in the light colour
 * scheme: the sign-in page as a first visit sees it, and the signed-in pages as they are while their
 * data loads. The server sends one to a browser in that state (docs/decisions/prerendered-pages.md),
 * which then paints it before any script has arrived.
 */
export const PRERENDERED_PAGES: readonly DrawnPage[] = [
  { path: paths.auth, drawnFor: 'anonymous' },
  ...pagesFor('client', SIGNED_IN_PAGES),
  ...pagesFor('staff', [...SIGNED_IN_PAGES, ...STAFF_PAGES]),
  ...pagesFor('staff-without-2fa', [...SIGNED_IN_PAGES, ...STAFF_PAGES]),
];

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
  };
}

/** The markup of #root for `page`, once every lazy part of it has loaded. */
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
