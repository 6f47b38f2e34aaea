import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { UpdatePrompt, useOnline } from '@/features/offline';
import { store } from './first-requests';
import { AppProviders } from './providers';
import { PortalRoutes } from './routes';

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
