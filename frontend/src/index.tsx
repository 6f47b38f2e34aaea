import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import '@/app/focus.css';
import '@/app/dates.css';
import '@/app/tabs.css';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App, routeCodeArrived, sessionChecked } from '@/app/App';
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

// The first render is a transition: React draws it in slices and lets the browser breathe between
// them, instead of one long task that a slow phone cannot interrupt (docs/performance.md).
function start(root: HTMLElement) {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <ReleasePrerenderedPage root={root} />
        <App />
      </StrictMode>,
    );
  });
}

// Over a page drawn at build time, React waits for that page's code, and over a signed-in page for the
// answer of who is signed in: started earlier, its first commit would put the loading spinner where
// the page was. Unless the screen does not show the drawn page (a wide one): then the spinner, at once.
if (container.dataset.prerendered === undefined || getComputedStyle(container).visibility === 'hidden') {
  start(container);
} else {
  void Promise.all([routeCodeArrived, sessionChecked]).then(() => {
    start(container);
  });
}

// Only the production build has a worker (webpack's InjectManifest); the dev server and Jest never register one.
if (process.env.NODE_ENV === 'production') registerServiceWorker();
