import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
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
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...result,
    user: userEvent.setup(),
    store,
    router,
    pathname: () => router.state.location.pathname,
  };
}
