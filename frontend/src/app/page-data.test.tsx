import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config/paths';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { routeData } from './lazy-page';
import { routes } from './routes';

jest.setTimeout(30_000);

const pagesWithData = Object.values(paths).filter((path) => routeData(routes, path).length > 0);
// The staff's area (AdminArea) is the one that reads the staff's count of unopened requests.
const isAdminPage = (path: string) => routeData(routes, path).includes('/api/requests/unread-count');

/** Every address the app asks the API for while the test runs, relative to the page. */
function recordRequests() {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    asked.push(url.pathname + url.search);
  });
  return asked;
}

afterEach(() => {
  server.events.removeAllListeners();
});

// The addresses a page declares are asked for before it renders (first-requests.ts): one the page does not ask
// for itself, exactly so, would be a read for nothing and a page that waits all the same.
describe('the first reads each page declares', () => {
  it('covers the pages a signed-in user opens most', () => {
    expect(pagesWithData).toEqual(
      expect.arrayContaining([paths.home, paths.appointments, paths.documents, paths.familyTree, paths.requestsInbox]),
    );
  });

  it.each(pagesWithData)('are what %s asks for on its first render', async (path) => {
    const asked = recordRequests();
    // Whatever the page reads answers 404 here: only the addresses matter.
    server.use(http.get('/api/*', () => HttpResponse.json({ message: 'Não encontrado.' }, { status: 404 })));
    signInAs(isAdminPage(path) ? adminUser : regularUser);

    renderApp(path);

    await waitFor(() => {
      expect(asked).toEqual(expect.arrayContaining(routeData(routes, path)));
    });
  });
});
