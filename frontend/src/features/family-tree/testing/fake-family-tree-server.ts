import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import type { FamilyTree, FinishForm, ImportPreview, Person, PersonForm, Relationship, TreeForm } from '../types';

function blank(
  key: string,
  relationship: Relationship,
  fatherKey: string | null = null,
  motherKey: string | null = null,
): Person {
  return {
    key,
    name: '',
    relationship,
    birthDate: null,
    birthPlace: null,
    deathDate: null,
    deathPlace: null,
    documentNumber: null,
    notes: null,
    italianAncestor: false,
    fatherKey,
    motherKey,
  };
}

/** The seven preset relatives, as the server answers a tree never saved. */
export function presetTree(): FamilyTree {
  return {
    ownerId: 2,
    status: 'new',
    updatedAt: null,
    finishedAt: null,
    persons: [
      blank('self', 'self', 'father', 'mother'),
      blank('father', 'father', 'grandfather-paternal', 'grandmother-paternal'),
      blank('mother', 'mother', 'grandfather-maternal', 'grandmother-maternal'),
      blank('grandfather-paternal', 'grandfather-paternal'),
      blank('grandmother-paternal', 'grandmother-paternal'),
      blank('grandfather-maternal', 'grandfather-maternal'),
      blank('grandmother-maternal', 'grandmother-maternal'),
    ],
  };
}

const stored = (form: PersonForm): Person => ({
  key: form.key ?? '',
  name: form.name ?? '',
  relationship: form.relationship ?? 'other',
  birthDate: form.birthDate ?? null,
  birthPlace: form.birthPlace ?? null,
  deathDate: form.deathDate ?? null,
  deathPlace: form.deathPlace ?? null,
  documentNumber: form.documentNumber ?? null,
  notes: form.notes ?? null,
  italianAncestor: form.italianAncestor ?? false,
  fatherKey: form.fatherKey ?? null,
  motherKey: form.motherKey ?? null,
});

/**
 * GET, PUT and POST /finish of /api/family-tree (and its PDF report) over a tree kept in memory. `refuse` makes the
 * next save answer 400 with these field messages; `sent` records the bodies and their URLs.
 */
export function fakeFamilyTreeServer(initial: FamilyTree = presetTree()) {
  let tree = initial;
  let saves = 0;
  const sent: { url: string; body: TreeForm & Partial<FinishForm> }[] = [];
  const imports: { url: string; text: string }[] = [];
  const state = {
    refusal: null as Record<string, string> | null,
    failReads: false,
    failReport: false,
    held: null as Promise<void> | null,
  };
  const reports: string[] = [];
  const store = async (request: Request, status: FamilyTree['status']) => {
    const body = (await request.json()) as TreeForm & Partial<FinishForm>;
    sent.push({ url: request.url, body });
    if (state.refusal) {
      const fieldErrors = state.refusal;
      state.refusal = null;
      return HttpResponse.json({ message: 'Dados inválidos', fieldErrors }, { status: 400 });
    }
    saves += 1;
    tree = {
      ...tree,
      status,
      updatedAt: `2026-11-26T12:00:0${String(saves)}Z`,
      persons: (body.persons ?? []).map(stored),
    };
    return HttpResponse.json(tree);
  };
  server.use(
    http.get('/api/family-tree', async () => {
      await state.held;
      return state.failReads
        ? HttpResponse.json({ message: 'Falha interna.' }, { status: 500 })
        : HttpResponse.json(tree);
    }),
    http.put('/api/family-tree', ({ request }) => store(request, 'draft')),
    http.get('/api/family-tree/report.pdf', ({ request }) => {
      reports.push(request.url);
      if (state.failReport) return HttpResponse.json({ message: 'Falha interna.' }, { status: 500 });
      return new HttpResponse('%PDF-1.7 relatório', { headers: { 'Content-Type': 'application/pdf' } });
    }),
    http.post('/api/family-tree/report/mail', ({ request }) => {
      reports.push(request.url);
      if (state.failReport) return HttpResponse.json({ message: 'Falha interna.' }, { status: 500 });
      return HttpResponse.json({ sentTo: 'ana@exemplo.com' });
    }),
    http.post('/api/family-tree/finish', ({ request }) => store(request, 'finished')),
    http.post('/api/family-tree/import/preview', async ({ request }) => {
      const text = await request.text();
      imports.push({ url: request.url, text });
      if (!text.startsWith('0 HEAD')) return notGedcom();
      return HttpResponse.json(previewOf(text));
    }),
    http.post('/api/family-tree/import', async ({ request }) => {
      const text = await request.text();
      imports.push({ url: request.url, text });
      if (!text.startsWith('0 HEAD')) return notGedcom();
      saves += 1;
      const emigrant = { ...blank('ged-I2', 'other'), name: 'Niccolò Làzzaro', italianAncestor: true };
      tree = {
        ...tree,
        status: 'draft',
        updatedAt: `2026-11-26T12:00:0${String(saves)}Z`,
        persons: [...tree.persons, emigrant],
      };
      return HttpResponse.json(tree);
    }),
  );
  return {
    sent,
    imports,
    refuse(fieldErrors: Record<string, string>) {
      state.refusal = fieldErrors;
    },
    failReads() {
      state.failReads = true;
    },
    /** Holds the reads of the tree unanswered until the returned function is called. */
    holdReads() {
      let release = () => undefined as void;
      state.held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
    /** The URLs of the report's downloads and mails, as asked for. */
    reports,
    failReport() {
      state.failReport = true;
    },
  };
}

const notGedcom = () =>
  HttpResponse.json(
    { message: "Este arquivo não é GEDCOM: um arquivo GEDCOM (.ged) começa pela linha '0 HEAD'." },
    { status: 415 },
  );

/** The preview the server gives for a small file; a file holding 'RECUSAR' breaks a rule. */
function previewOf(text: string): ImportPreview {
  return {
    version: '7.0',
    encoding: 'UTF-8',
    added: [{ key: 'ged-I2', name: 'Niccolò Làzzaro', replaces: null }],
    replaced: [{ key: 'self', name: 'João da Conceição', replaces: '' }],
    kept: 6,
    problems: [
      { line: 17, message: 'Linha fora do formato GEDCOM (nível, etiqueta, valor)', text: 'not a gedcom line' },
    ],
    refusals: text.includes('RECUSAR')
      ? ['João da Conceição: O nascimento deve ser posterior ao de Niccolò Làzzaro, que é pai ou mãe desta pessoa.']
      : [],
  };
}
