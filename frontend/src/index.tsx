import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import '@/app/focus.css';
import '@/app/dates.css';
import '@/app/tabs.css';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { registerServiceWorker } from '@/app/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A page drawn at build time (docs/decisions/prerendered-pages.md) arrives inside an inert #root:
 * shown, but nothing in it can be focused or typed into and then lost when React draws it again.
 * React's first commit replaces it; from then on #root is the live page.
 */
function ReleasePrerenderedPage({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => {
    root.removeAttribute('inert');
    root.removeAttribute('data-prerendered');
  }, [root]);
  return null;
}

/** A task of its own for what follows, so the browser can paint and answer input in between. */
function nextTask() {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });
}

// The portal's modules are evaluated in seven tasks rather than one: evaluated together they were
// the longest task of every page's start on a slow phone (docs/performance.md). Each `eager` import
// stays in the bundle already downloaded; only when its modules run changes.
async function boot(root: HTMLElement) {
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@/app/store');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@/app/i18n');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@/app/routes');
  await nextTask();
  // The page's code and the session are asked for here, and come while the rest is evaluated.
  const { routeCodeArrived, sessionChecked } = await import(/* webpackMode: "eager" */ '@/app/first-requests');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@/app/providers');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ '@/app/App');
  // Only the production build has a worker (webpack's InjectManifest); the dev server and Jest never
  // register one.
  if (process.env.NODE_ENV === 'production') registerServiceWorker(routeCodeArrived);

  // Over a page drawn at build time, React waits for that page's code, and over a signed-in page for
  // the answer of who is signed in: started earlier, its first commit would put the loading spinner
  // where the page was. Unless the screen does not show the drawn page (a wide one): then the
  // spinner, at once.
  if (root.dataset.prerendered !== undefined && getComputedStyle(root).visibility !== 'hidden') {
    await Promise.all([routeCodeArrived, sessionChecked]);
  }

  // The first render is a transition: React draws it in slices and lets the browser breathe between
  // them, instead of one long task that a slow phone cannot interrupt (docs/performance.md).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <ReleasePrerenderedPage root={root} />
        <App />
      </StrictMode>,
    );
  });
}

void boot(container);
