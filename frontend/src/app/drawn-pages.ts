import { paths } from '@/config/paths';

/**
 * Who a page drawn at build time is for: nobody signed in; a client; staff with the second factor
 * on, or staff without it, whose pages carry a notice asking for it. The server tells them apart by
 * the session (crates/api/src/static_files.rs; docs/decisions/prerendered-pages.md).
 */
export type DrawnFor = 'anonymous' | 'client' | 'staff' | 'staff-without-2fa';

export interface DrawnPage {
  path: string;
  drawnFor: DrawnFor;
}

/** The signed-in pages with an address of their own (no id, no token) that are drawn. */
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

/** The staff's own pages that are drawn, besides the signed-in ones. */
const STAFF_PAGES = [
  paths.admin,
  paths.adminCases,
  paths.adminClosures,
  paths.usersManagement,
  paths.italianCourseAdmin,
  paths.requestsInbox,
];

/** The signed-in pages with an address of their own that are not drawn, and why. */
export const NOT_DRAWN: Readonly<Record<string, string>> = {
  [paths.quickAccess]: 'it shows the address the browser opened, unknown to the build',
  [paths.invite]: "it shows the portal's address, unknown to the build",
  [paths.settings]: "its form shows the user's own details, which a drawn page does not know",
  [paths.calendar]: "it shows today's month, stale the day after the build",
  [paths.adminWaitlist]: 'it opens on today, stale the day after the build',
  [paths.demo]: 'it shows days from today, stale the day after the build',
};

const pagesFor = (drawnFor: DrawnFor, pages: readonly string[]) => pages.map((path) => ({ path, drawnFor }));

/**
 * The pages drawn at build time (src/app/prerender.tsx, build/prerender-plugin.js), on a narrow
 * screen in the light colour scheme: the sign-in page as a first visit sees it, and the signed-in
 * pages as they are while their data loads, once for each kind of visitor.
 */
export const PRERENDERED_PAGES: readonly DrawnPage[] = [
  { path: paths.auth, drawnFor: 'anonymous' },
  ...pagesFor('client', SIGNED_IN_PAGES),
  ...pagesFor('staff', [...SIGNED_IN_PAGES, ...STAFF_PAGES]),
  ...pagesFor('staff-without-2fa', [...SIGNED_IN_PAGES, ...STAFF_PAGES]),
];
