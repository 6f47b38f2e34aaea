import { http, HttpResponse } from 'msw';
import { server } from './server';
import { regularUser } from './users';

/** One PDF in the regular user's vault, as GET /api/documents lists it. */
export const vaultDocument = {
  id: 7,
  ownerId: regularUser.id,
  name: 'certidao.pdf',
  kind: 'pdf',
  contentType: 'application/pdf',
  size: 2048,
  sha256: '0'.repeat(64),
  uploadedBy: regularUser.id,
  uploadedAt: '2026-11-20T12:00:00Z',
  expiresOn: null,
  validity: null,
};

/** Serves the vault with that one document, for the forms that attach vault documents. */
export function serveVault() {
  server.use(
    http.get('/api/documents', () => HttpResponse.json({ items: [vaultDocument], total: 1, page: 1, pageSize: 50 })),
  );
}

/** The id the server gives the request a form sends. */
export const SUBMITTED_REQUEST_ID = 41;

/** Answers POST /api/requests with 201 and keeps the body sent; the getter reads it (null before a send). */
export function captureSubmittedRequest(): () => unknown {
  let sent: unknown = null;
  server.use(
    http.post('/api/requests', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ id: SUBMITTED_REQUEST_ID }, { status: 201 });
    }),
  );
  return () => sent;
}
