import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import '@/app/focus.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { registerServiceWorker } from '@/app/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render is a transition: React draws it in slices and lets the browser breathe between
// them, instead of one long task that a slow phone cannot interrupt (docs/performance.md).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// Only the production build has a worker (webpack's InjectManifest); the dev server and Jest never register one.
if (process.env.NODE_ENV === 'production') registerServiceWorker();
