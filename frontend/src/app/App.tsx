import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { routes } from './routes';
import { makeStore } from './store';

const store = makeStore();
const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
