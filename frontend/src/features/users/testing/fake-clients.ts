import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { regularUser } from '@/testing/users';

/** /api/users answering one client, Ana Rossi (ana@exemplo.com), whatever the search. */
export function fakeClients() {
  server.use(
    http.get('/api/users', () =>
      HttpResponse.json({
        items: [{ ...regularUser, fullName: 'Ana Rossi', email: 'ana@exemplo.com' }],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    ),
  );
}
