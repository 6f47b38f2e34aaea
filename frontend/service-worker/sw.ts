/// <reference lib="webworker" />
/**
 * The portal's service worker (docs/decisions/installable-app.md), built by workbox's
 * InjectManifest into dist/sw.js. It precaches the app shell (index.html, every script and
 * style, the icons) and answers every page address with the cached index.html, so the portal
 * opens with no network. It never caches an answer of /api: the appointments kept for offline
 * reading are the app's own entry in Cache Storage, erased at sign-out.
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    // The API and files the server makes (document downloads, exports) are never the app shell.
    denylist: [/^\/api\//],
  }),
);

// A new version waits until the page's 'Atualizar' asks it to take over.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
