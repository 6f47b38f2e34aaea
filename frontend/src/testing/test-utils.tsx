import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { PortalRoutes } from '@/app/routes';
import { makeStore } from '@/app/store';

/** Renders a component inside the app's providers (store, Mantine, i18n) and a router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </AppProviders>
  );
  return { ...render(ui, { wrapper }), user: userEvent.setup(), store };
}

/** Renders the whole portal, with its real route table and guards, opened at `path`. */
export function renderApp(path: string) {
  const store = makeStore();
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <PortalRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  const location = () => {
    if (!current) throw new Error('the router has not rendered yet');
    return current;
  };
  return {
    ...result,
    user: userEvent.setup(),
    store,
    location,
    pathname: () => location().pathname,
  };
}

/** Renders the whole portal at `path` and waits for the page's h1 (pages load their code lazily). */
export async function renderAppPage(path: string, heading: string) {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
  return app;
}
