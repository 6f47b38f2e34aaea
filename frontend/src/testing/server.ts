import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { User } from '@/features/auth';

/**
 * The API as the tests see it: by default nobody is signed in, the shell's unread-messages
 * badge and the staff's requests badge find nothing new, the booking calendar has no closed day, and the company has configured no links
 * for the sign-in page.
 */
export const server = setupServer(
  http.get('/api/user', () => signedOutResponse()),
  http.get('/api/company-links', () =>
    HttpResponse.json({ website: null, social: { instagram: null, facebook: null, linkedin: null } }),
  ),
  http.get('/api/messages/unread-count', () => HttpResponse.json({ count: 0 })),
  http.get('/api/requests/unread-count', () => HttpResponse.json({ count: 0 })),
  // No holiday or closure in the booking calendar unless a test says so.
  http.get('/api/closed-days', () => HttpResponse.json([])),
  // In no waitlist, until a test says otherwise.
  http.get('/api/waitlist', () => HttpResponse.json([])),
);

function signedOutResponse() {
  return HttpResponse.json({ message: 'Não autenticado.' }, { status: 401 });
}

export function signInAs(user: User) {
  server.use(http.get('/api/user', () => HttpResponse.json(user)));
}

/**
 * Holds GET /api/user unanswered until `release` is called, to observe what shows while the
 * session loads; `release` answers with the given user, or 401 when none.
 */
export function holdCurrentUser() {
  let release: (user: User | null) => void = () => undefined;
  const answer = new Promise<User | null>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get('/api/user', async () => {
      const user = await answer;
      return user ? HttpResponse.json(user) : signedOutResponse();
    }),
  );
  return {
    release: (user: User | null) => {
      release(user);
    },
  };
}
