import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import type { PortalDocument } from '../types';

let nextId = 500;

/** A document for the tests: a PDF of 2,3 MB sent on 25/11/2026 unless said otherwise. */
export function aDocument(fields: Partial<PortalDocument> = {}): PortalDocument {
  nextId += 1;
  return {
    id: nextId,
    ownerId: 2,
    name: 'rg.pdf',
    kind: 'pdf',
    contentType: 'application/pdf',
    size: Math.round(2.3 * 1024 * 1024),
    sha256: 'a'.repeat(64),
    uploadedBy: 2,
    uploadedAt: '2026-11-25T15:00:00Z',
    expiresOn: null,
    validity: null,
    caseId: null,
    checklistItemId: null,
    ...fields,
  };
}

/**
 * GET and DELETE /api/documents over documents kept in memory (newest first, filtered by kind,
 * paged). `requests` records what the page asked for; `add` stores one as an upload would.
 */
export function fakeDocumentsServer(documents: PortalDocument[] = []) {
  const stored = [...documents];
  const requests: { method: string; url: string }[] = [];
  server.use(
    http.get('/api/documents', ({ request }) => {
      requests.push({ method: 'GET', url: request.url });
      const params = new URL(request.url).searchParams;
      const kind = params.get('kind');
      const page = Number(params.get('page') ?? '1');
      const pageSize = Number(params.get('pageSize') ?? '20');
      const matching = stored.filter((d) => !kind || d.kind === kind);
      return HttpResponse.json({
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        pageSize,
      });
    }),
    http.delete('/api/documents/:id', ({ params, request }) => {
      requests.push({ method: 'DELETE', url: request.url });
      const index = stored.findIndex((d) => String(d.id) === params.id);
      if (index < 0) return HttpResponse.json({ message: 'Documento não encontrado.' }, { status: 404 });
      stored.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return {
    requests,
    add: (document: PortalDocument) => {
      stored.unshift(document);
    },
  };
}

/**
 * Stands in for XMLHttpRequest so that a test drives an upload: its progress, its answer, its
 * cancellation. `FakeUpload.last` is the request the page sent.
 */
export class FakeUpload {
  static last: FakeUpload | null = null;

  /** The request the page sent; a test that expected one fails here when none was. */
  static sent(): FakeUpload {
    if (!FakeUpload.last) throw new Error('no upload was sent');
    return FakeUpload.last;
  }
  upload: { onprogress: ((event: Pick<ProgressEvent, 'lengthComputable' | 'loaded' | 'total'>) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  body: FakeFormData | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  send(body: FakeFormData) {
    this.body = body;
    FakeUpload.last = this;
  }

  abort() {
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/**
 * The form the page builds. The test environment's FormData is Node's, which refuses jsdom's
 * File; this one keeps what it is given.
 */
export class FakeFormData {
  private readonly fields = new Map<string, unknown>();

  append(name: string, value: unknown) {
    this.fields.set(name, value);
  }

  get(name: string): unknown {
    return this.fields.get(name);
  }
}

/** Replaces XMLHttpRequest and FormData with the fakes until the returned function is called. */
export function fakeUploads(): () => void {
  const real = { request: globalThis.XMLHttpRequest, form: globalThis.FormData };
  FakeUpload.last = null;
  globalThis.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
  globalThis.FormData = FakeFormData as unknown as typeof FormData;
  return () => {
    globalThis.XMLHttpRequest = real.request;
    globalThis.FormData = real.form;
  };
}
