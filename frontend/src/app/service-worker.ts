import { announceUpdate } from '@/lib/app-update';
import { whenPageSettled } from './page-settled';

const HOUR = 60 * 60 * 1000;

/**
 * Registers the service worker (production builds only: see src/index.tsx) and offers
 * 'Atualizar' when a new version is installed and waiting; the page reloads once the new
 * worker takes over (docs/decisions/installable-app.md). `routeCodeArrived` settles once the first
 * page's code has arrived (first-requests.ts).
 */
export function registerServiceWorker(routeCodeArrived: Promise<void>) {
  if (!('serviceWorker' in navigator)) return;
  let updating = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (updating) window.location.reload();
  });

  const offer = (worker: ServiceWorker) => {
    announceUpdate(() => {
      updating = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };

  // Installing precaches every chunk (about 2.4 MB): it waits until the first page's code has arrived
  // and the page is drawn and idle. Started while the page's chunks were still coming, it took CPU from
  // the page's first render on a slow phone (docs/performance.md).
  void routeCodeArrived.then(() =>
    whenPageSettled(() => {
      navigator.serviceWorker
        .register('/sw.js', { scope: '/' })
        .then((registration) => {
          // A worker already waiting from an earlier visit; with no controller it is the first install.
          if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
          registration.addEventListener('updatefound', () => {
            const installing = registration.installing;
            installing?.addEventListener('statechange', () => {
              if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
            });
          });
          // A tab left open for days still learns of a new version.
          setInterval(() => {
            void registration.update().catch(() => undefined);
          }, HOUR);
        })
        .catch((error: unknown) => {
          console.warn('service worker not registered', error);
        });
    }),
  );
}
