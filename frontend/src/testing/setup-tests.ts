import '@testing-library/jest-dom';
import { notifications } from '@mantine/notifications';
import { configure } from '@testing-library/react';
import { resetMatchMedia } from './match-media';
import { server } from './server';
// Every text, for components rendered on their own, outside the modules that bring their texts in
// the browser (app/i18n/texts-follow-modules.test.ts checks those imports).
import '@/app/i18n';
import '@/app/i18n/shell-texts';
import '@/components/form/i18n';
import '@/features/appointments/i18n';
import '@/features/auth/i18n';
import '@/features/catalog/i18n';
import '@/features/closures/i18n';
import '@/features/demo/i18n';
import '@/features/documents/i18n';
import '@/features/estate-inventory/i18n';
import '@/features/family-tree/i18n';
import '@/features/invite/i18n';
import '@/features/italian-citizenship/i18n';
import '@/features/italian-course/i18n';
import '@/features/labor-benefits/i18n';
import '@/features/messages/i18n';
import '@/features/process-tracking/i18n';
import '@/features/quick-access/i18n';
import '@/features/requests/i18n';
import '@/features/self-service/i18n';
import '@/features/settings/i18n';
import '@/features/users/i18n';
import '@/features/waitlist/i18n';

// Lazy route chunks load slowly on a busy 2-core machine: wait longer than the 1 s default for
// what a test expects to appear, so a slow run is not mistaken for a failure.
configure({ asyncUtilTimeout: 5000 });

// Node's Request rejects relative URLs; a browser resolves them against the page, as the app expects.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
};

// jsdom lacks the layout APIs Mantine calls; these stand-ins answer like an idle desktop browser.
class ResizeObserverStub {
  observe() {
    /* no layout in jsdom, so nothing ever resizes */
  }
  unobserve() {
    /* nothing observed */
  }
  disconnect() {
    /* nothing observed */
  }
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;

beforeAll(() => {
  // An unhandled call is a missing mock in the test, not a network access to allow.
  server.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => {
  resetMatchMedia();
});

afterEach(() => {
  server.resetHandlers();
  // Toasts live in a store of their own that outlives each test's render: a slow test must not
  // still see the toasts of the one before.
  notifications.clean();
  window.localStorage.clear();
  // Mantine marks the colour scheme on <html>, which outlives each test's render.
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

afterAll(() => {
  server.close();
});
