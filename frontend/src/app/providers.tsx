import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { type ComponentType, lazy, Suspense, type ReactNode, useEffect } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { ServiceStatusBanner } from '@/components/ServiceStatusBanner';
import { DAYJS_LOCALE } from '@/lib/dayjs-locale';
import { useScreenFrom } from '@/lib/screen-width';
import { themeStorage } from '@/lib/theme-storage';
import { usePageSettled } from './page-settled';
import type { ToastsProps } from './Toasts';
import type { AppStore } from './store';
import { cssVariablesResolver, theme } from './theme';
import './i18n';

const TOAST_DURATION_MS = 5000;

// The toasts' container (with its transitions and scroll lock) comes once the first page is drawn
// (page-settled.ts): no page opens with a toast, and one shown before it arrives waits in
// @mantine/notifications' store. Mounted with the page, its download and its six transition groups'
// renders came before the page's first paint (docs/performance.md). If its download fails the portal
// goes on without toasts rather than failing whole (nothing catches above).
const LazyToasts = lazy((): Promise<{ default: ComponentType<ToastsProps> }> =>
  import('./Toasts').catch(() => ({ default: () => null })),
);
const colorSchemeManager = themeStorage();

/**
 * The toasts at the top: on a wide screen at the right, away from the send buttons at the bottom of
 * forms (a failure's toast would cover the button that tries again); on a phone across the top, off
 * the bottom bar.
 */
function PlacedToasts() {
  const wide = useScreenFrom('sm');
  return (
    <Suspense fallback={null}>
      <LazyToasts autoClose={TOAST_DURATION_MS} wide={wide} />
    </Suspense>
  );
}

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  const settled = usePageSettled();
  useEffect(() => {
    // Their own chunks, out of the first download: every form and button comes later, with a page of its own.
    const stops: (() => void)[] = [];
    let unmounted = false;
    void import('@/lib/focus-first-error').then(({ focusFirstErrorAfterSubmit }) => {
      if (!unmounted) stops.push(focusFirstErrorAfterSubmit());
    });
    void import('@/lib/waiting-focus').then(({ returnFocusToWaitingControls }) => {
      if (!unmounted) stops.push(returnFocusToWaitingControls());
    });
    return () => {
      unmounted = true;
      for (const stop of stops) stop();
    };
  }, []);
  return (
    <ReduxProvider store={store}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
      >
        {/* Weekends read as any other day: Mantine paints them a light red that fails AA contrast. */}
        <DatesProvider settings={{ locale: DAYJS_LOCALE, firstDayOfWeek: 0, weekendDays: [] }}>
          {settled && <PlacedToasts />}
          <ServiceStatusBanner />
          {children}
        </DatesProvider>
      </MantineProvider>
    </ReduxProvider>
  );
}
