import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { RequireAuth } from '@/features/auth';
import { authApi } from '@/features/auth/api';
import { UpdatePrompt, useOnline } from '@/features/offline';
import { preloadRoute, routeRenders } from './lazy-page';
import { AppProviders } from './providers';
import { PortalRoutes, routes } from './routes';
import { makeStore } from './store';

const store = makeStore();
// The opened page's code downloads while the session is checked, not after.
preloadRoute(routes, window.location.pathname);
// A page behind the sign-in asks who is signed in at once: left to RequireAuth, the request waited for
// the first render's effects, which ran after the page's chunks had been evaluated (docs/performance.md).
if (routeRenders(routes, window.location.pathname, RequireAuth)) {
  void store.dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false }));
}
// With no network the portal shows what it kept on the device (precached by the service worker).
const OfflineScreen = lazy(() => import('@/features/offline/routes/OfflineScreen'));

export function App() {
  const online = useOnline();
  return (
    <AppProviders store={store}>
      {online ? (
        <BrowserRouter>
          <PortalRoutes />
        </BrowserRouter>
      ) : (
        <Suspense fallback={<FullPageSpinner />}>
          <OfflineScreen />
        </Suspense>
      )}
      <UpdatePrompt />
    </AppProviders>
  );
}
