import { Suspense } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { loadShellNavigation } from '@/components/AppShell/shell-parts';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { paths } from '@/config/paths';
import { RedirectIfSignedIn, RequireAuth, resetPasswordPath, RootRedirect } from '@/features/auth';
import { selfServicePath } from '@/features/self-service';
import { mayBeStaff } from '@/lib/session-hint';
import { lazyPage as lazy, routeRenders } from './lazy-page';
import { RouteErrorBoundary } from './RouteError';

// The signed-in shell is its own chunk, with the navigation the screen draws: the sign-in page never
// needs it. Every page is lazy, and the one being opened starts downloading at once
// (first-requests.ts, preloadRoute).
// Each page's texts come in its chunks, with the modules that show them. `data` lists what a page
// reads first (its plain address, no query string), asked for with its code.
const AppLayout = lazy(() => Promise.all([import('./AppLayout'), loadShellNavigation()]).then(([layout]) => layout), {
  data: ['/api/messages/unread-count'],
});
const AdminArea = lazy(() => import('./AdminArea'), { data: ['/api/requests/unread-count'] });
const AuthPage = lazy(() => import('@/features/auth/routes/AuthPage'));
const ResetPasswordPage = lazy(() => import('@/features/auth/routes/ResetPasswordPage'));
const SelfServicePage = lazy(() => import('@/features/self-service/routes/SelfServicePage'));
const HoldPage = lazy(() => import('@/features/waitlist/routes/HoldPage'));
const WaitlistAdminPage = lazy(() => import('@/features/waitlist/routes/WaitlistAdminPage'));
const NotFound = lazy(() => import('@/components/NotFound'));
const DashboardPage = lazy(() => import('@/features/dashboard/routes/DashboardPage'), { data: ['/api/dashboard'] });
const AppointmentsPage = lazy(() => import('@/features/appointments/routes/AppointmentsPage'), {
  data: ['/api/appointments?page=1&pageSize=20'],
});
const ProcessTrackingPage = lazy(() => import('@/features/process-tracking/routes/ProcessTrackingPage'), {
  data: ['/api/cases?page=1&pageSize=10'],
});
const CasesAdminPage = lazy(() => import('@/features/process-tracking/routes/CasesAdminPage'), {
  data: ['/api/cases?page=1&pageSize=10'],
});
const ClosuresPage = lazy(() => import('@/features/closures/routes/ClosuresPage'));
const CaseAdminPage = lazy(() => import('@/features/process-tracking/routes/CaseAdminPage'));
const CalendarPage = lazy(() => import('@/features/calendar/routes/CalendarPage'));
const MessagesPage = lazy(() => import('@/features/messages/routes/MessagesPage'));
const DocumentsPage = lazy(() => import('@/features/documents/routes/DocumentsPage'), {
  data: ['/api/documents?page=1&pageSize=10'],
});
const QuickAccessPage = lazy(() => import('@/features/quick-access/routes/QuickAccessPage'));
const ItalianCoursePage = lazy(() => import('@/features/italian-course/routes/ItalianCoursePage'));
const ItalianCitizenshipPage = lazy(() => import('@/features/italian-citizenship/routes/ItalianCitizenshipPage'), {
  data: ['/api/citizenship-offers', '/api/documents?page=1&pageSize=50'],
});
const FamilyTreePage = lazy(() => import('@/features/family-tree/routes/FamilyTreePage'), {
  data: ['/api/family-tree'],
});
const EstateInventoryPage = lazy(() => import('@/features/estate-inventory/routes/EstateInventoryPage'));
const LaborBenefitsPage = lazy(() => import('@/features/labor-benefits/routes/LaborBenefitsPage'));
const SettingsPage = lazy(() => import('@/features/settings/routes/SettingsPage'));
const AdminPage = lazy(() => import('@/features/admin/routes/AdminPage'));
const UsersManagementPage = lazy(() => import('@/features/users/routes/UsersManagementPage'));
const ItalianCourseAdminPage = lazy(() => import('@/features/italian-course/routes/ItalianCourseAdminPage'));
const InvitePage = lazy(() => import('@/features/invite/routes/InvitePage'));
const DemoPage = lazy(() => import('@/features/demo/routes/DemoPage'));
const MyRequestsPage = lazy(() => import('@/features/requests/routes/MyRequestsPage'), {
  data: ['/api/requests?page=1&pageSize=10'],
});
const RequestsInboxPage = lazy(() => import('@/features/requests/routes/RequestsInboxPage'), {
  data: ['/api/requests?page=1&pageSize=10'],
});
const RequestDetailPage = lazy(() => import('@/features/requests/routes/RequestDetailPage'));
const MyRequestPage = lazy(() => import('@/features/requests/routes/MyRequestPage'));

/** The route table of the portal (with decisions 1 and 13 of docs/product-decisions.md). */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    ),
    children: [
      { path: paths.root, element: <RootRedirect /> },
      {
        path: paths.auth,
        element: (
          <RedirectIfSignedIn>
            <AuthPage />
          </RedirectIfSignedIn>
        ),
      },
      // Open to anyone holding a link from the reset mail, signed in or not.
      { path: resetPasswordPath, element: <ResetPasswordPage /> },
      // Open to anyone holding a link from an appointment mail, signed in or not.
      { path: selfServicePath, element: <SelfServicePage /> },
      { path: paths.waitlistHold, element: <HoldPage /> },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          { path: paths.home, element: <DashboardPage /> },
          { path: paths.appointments, element: <AppointmentsPage /> },
          { path: paths.processTracking, element: <ProcessTrackingPage /> },
          { path: paths.calendar, element: <CalendarPage /> },
          { path: paths.messages, element: <MessagesPage /> },
          { path: paths.documents, element: <DocumentsPage /> },
          { path: paths.quickAccess, element: <QuickAccessPage /> },
          { path: paths.italianCourse, element: <ItalianCoursePage /> },
          { path: paths.italianCitizenship, element: <ItalianCitizenshipPage /> },
          { path: paths.familyTree, element: <FamilyTreePage /> },
          { path: paths.estateInventory, element: <EstateInventoryPage /> },
          { path: paths.laborBenefits, element: <LaborBenefitsPage /> },
          { path: paths.settings, element: <SettingsPage /> },
          { path: paths.requests, element: <MyRequestsPage /> },
          { path: `${paths.requests}/:id`, element: <MyRequestPage /> },
          {
            element: <AdminArea />,
            children: [
              { path: paths.admin, element: <AdminPage /> },
              { path: paths.adminCases, element: <CasesAdminPage /> },
              { path: `${paths.adminCases}/:id`, element: <CaseAdminPage /> },
              { path: paths.adminClosures, element: <ClosuresPage /> },
              { path: paths.usersManagement, element: <UsersManagementPage /> },
              { path: paths.italianCourseAdmin, element: <ItalianCourseAdminPage /> },
              { path: paths.invite, element: <InvitePage /> },
              { path: paths.demo, element: <DemoPage /> },
              { path: paths.requestsInbox, element: <RequestsInboxPage /> },
              { path: paths.adminWaitlist, element: <WaitlistAdminPage /> },
              { path: `${paths.requestsInbox}/:id`, element: <RequestDetailPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** Whether the page at `pathname` is behind the sign-in. */
export const isBehindSignIn = (pathname: string) => routeRenders(routes, pathname, RequireAuth);

/**
 * Whether the page at `pathname` may ask for its first reads while the session is still being checked
 * (first-requests.ts): a page behind the sign-in, and of the staff's area only when this browser's last session
 * was staff's. A client who opens a staff address is sent back, and its reads would be 403s in the
 * browser's console.
 */
export function readsEarly(pathname: string): boolean {
  return isBehindSignIn(pathname) && (mayBeStaff() || !routeRenders(routes, pathname, AdminArea));
}

/**
 * The portal's pages for the address the surrounding router holds. The declarative router is enough:
 * the portal loads its data with RTK Query, not with route loaders, and the data router would add
 * about 16 KB (gzip) to what every visitor downloads first (docs/performance.md).
 */
export function PortalRoutes() {
  return useRoutes(routes);
}
