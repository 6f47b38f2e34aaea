import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import type { Case, CaseDetail, CaseUpdate, ChecklistItem } from '../types';

let nextId = 700;

/** A case for the tests: Ana's Italian citizenship, in progress at 40 %, unless said otherwise. */
export function aCase(fields: Partial<Case> = {}): Case {
  nextId += 1;
  return {
    id: nextId,
    userId: 2,
    clientName: 'Ana Rossi',
    type: 'italian_citizenship',
    country: 'Itália',
    protocol: 'IT-2026-001',
    status: 'in_progress',
    progress: 40,
    startDate: '2026-11-01',
    estimatedEndDate: '2027-06-30',
    actualEndDate: null,
    notes: 'Aguardando certidões.',
    documentCount: 2,
    updateCount: 1,
    createdAt: '2026-11-01T12:00:00Z',
    updatedAt: '2026-11-20T15:00:00Z',
    ...fields,
  };
}

export function anUpdate(caseId: number, content: string, createdAt: string): CaseUpdate {
  nextId += 1;
  return { id: nextId, caseId, authorId: 1, authorName: 'Chefe da Equipe', content, createdAt };
}

export function anItem(fields: Partial<ChecklistItem> = {}): ChecklistItem {
  nextId += 1;
  return {
    id: nextId,
    name: 'Certidão de nascimento',
    review: 'waiting',
    reviewReason: '',
    documentCount: 0,
    expiresOn: null,
    validity: 'pending',
    ...fields,
  };
}

/**
 * /api/cases over cases kept in memory, with their histories, and an empty document list.
 * `requests` records every call with its body.
 */
export function fakeCasesServer(cases: Case[] = [], updates: CaseUpdate[] = [], checklist: ChecklistItem[] = []) {
  const stored = [...cases];
  const requests: { method: string; url: string; body?: unknown }[] = [];
  server.use(
    http.get('/api/cases', ({ request }) => {
      requests.push({ method: 'GET', url: request.url });
      const params = new URL(request.url).searchParams;
      const status = params.get('status');
      const matching = stored.filter((c) => !status || c.status === status);
      return HttpResponse.json({ items: matching, total: matching.length, page: 1, pageSize: 10 });
    }),
    http.get('/api/cases/:id', ({ params }) => {
      const found = stored.find((c) => String(c.id) === params.id);
      if (!found) return HttpResponse.json({ message: 'Processo não encontrado.' }, { status: 404 });
      const approved = checklist.filter((i) => i.review === 'approved').length;
      const detail: CaseDetail = {
        ...found,
        updates: updates.filter((u) => u.caseId === found.id),
        checklist,
        checklistProgress: checklist.length ? Math.round((approved * 100) / checklist.length) : null,
      };
      return HttpResponse.json(detail);
    }),
    http.post('/api/cases', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push({ method: 'POST', url: request.url, body });
      if (body.country === 'Erro') {
        return HttpResponse.json(
          { message: 'Dados inválidos', fieldErrors: { country: 'Use no máximo 80 caracteres.' } },
          { status: 400 },
        );
      }
      const created = aCase({ country: String(body.country), status: 'in_progress' });
      stored.unshift(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post('/api/cases/:id/updates', async ({ request, params }) => {
      const body = (await request.json()) as { content: string };
      requests.push({ method: 'POST', url: request.url, body });
      const update = anUpdate(Number(params.id), body.content, '2026-11-25T18:00:00Z');
      updates.unshift(update);
      return HttpResponse.json(update, { status: 201 });
    }),
    http.post('/api/cases/:id/checklist', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      requests.push({ method: 'POST', url: request.url, body });
      if (Array.from(body.name.trim()).length > 80) {
        return HttpResponse.json(
          { message: 'Dados inválidos', fieldErrors: { name: 'Use no máximo 80 caracteres.' } },
          { status: 400 },
        );
      }
      const added = anItem({ name: body.name.trim() });
      checklist.push(added);
      return HttpResponse.json(added, { status: 201 });
    }),
    http.delete('/api/cases/:id/checklist/:item', ({ request, params }) => {
      requests.push({ method: 'DELETE', url: request.url });
      const index = checklist.findIndex((i) => String(i.id) === params.item);
      if (index < 0) return HttpResponse.json({ message: 'Item da lista não encontrado.' }, { status: 404 });
      checklist.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.put('/api/cases/:id/checklist/:item/review', async ({ request, params }) => {
      const body = (await request.json()) as { decision: 'approved' | 'rejected'; reason: string };
      requests.push({ method: 'PUT', url: request.url, body });
      const item = checklist.find((i) => String(i.id) === params.item);
      if (!item) return HttpResponse.json({ message: 'Item da lista não encontrado.' }, { status: 404 });
      Object.assign(item, { review: body.decision, reviewReason: body.decision === 'rejected' ? body.reason : '' });
      return HttpResponse.json(item);
    }),
    http.get('/api/documents', () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 10 })),
  );
  return { requests };
}
