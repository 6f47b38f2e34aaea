import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import type { Course, Service } from '../types';

/** Services shaped like the seed (docs/seed.md), as an administrator's answer carries them. */
export function sampleServices(): Service[] {
  const service = (id: number, name: string, duration: number, country: string, price: number | null): Service => ({
    id,
    name,
    description: `Descrição de ${name}.`,
    duration,
    country,
    price,
    discountAvailable: false,
    discountAmount: null,
    discountCode: null,
    active: true,
  });
  return [
    service(1, 'Agendamento de Passaporte Italiano', 60, 'Itália', 98000),
    service(2, 'Solicitação de Visto', 60, 'Portugal', 108000),
    service(3, 'Solicitação de Cidadania', 90, 'Portugal', null),
    {
      ...service(4, 'Consulta Jurídica', 60, 'Brasil', 35000),
      discountAvailable: true,
      discountAmount: 10,
      discountCode: 'JURIDICO10',
    },
    { ...service(5, 'Serviços Consulares', 45, 'Portugal', 45000), active: false },
  ];
}

/** The seed's courses (docs/seed.md), one of them inactive for the admin tables. */
export function sampleCourses(): Course[] {
  return [
    {
      id: 1,
      name: 'Curso Básico de Italiano',
      description: 'Seis meses de aulas de duas horas.',
      duration: 96,
      price: 358800,
      discountPrice: 308800,
      discountPercent: 14,
      active: true,
    },
    {
      id: 2,
      name: 'Preparatório CILS B1 Cidadania',
      description: 'Preparação para a prova de italiano da cidadania.',
      duration: 40,
      price: 180000,
      discountPrice: null,
      discountPercent: null,
      active: true,
    },
    {
      id: 3,
      name: 'Curso Intermediário de Italiano',
      description: 'Para quem já concluiu o básico.',
      duration: 72,
      price: 150000,
      discountPrice: 120000,
      discountPercent: 20,
      active: false,
    },
  ];
}

/** A course whose answer lacks the discount percentage (R$ 999,00 for R$ 666,00): the pages compute 33%. */
export function courseWithoutPercent(): Course {
  return {
    id: 9,
    name: 'Curso de Conversação',
    description: '',
    duration: 20,
    price: 99900,
    discountPrice: 66600,
    discountPercent: null,
    active: true,
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

const percentOf = (course: Course) =>
  course.discountPrice === null ? null : Math.round((1 - course.discountPrice / course.price) * 100);

/**
 * Serves /api/services and /api/courses from an in-memory catalogue that the PATCH calls change,
 * as the server does, and records every call. Handlers a test adds later take precedence.
 */
export function mockCatalog({ services = sampleServices(), courses = sampleCourses() } = {}) {
  const state = { services, courses, calls: [] as RecordedCall[] };

  async function record(request: Request) {
    const url = new URL(request.url);
    const body: unknown = request.method === 'GET' ? undefined : await request.json();
    state.calls.push({ method: request.method, path: url.pathname, search: url.search, body });
    return { url, body: body as Record<string, unknown> };
  }

  const listOf = <T extends { active?: boolean }>(items: T[], url: URL) =>
    url.searchParams.get('all') === 'true' ? items : items.filter((item) => item.active !== false);

  const updateService = (id: number, changes: Partial<Service>) => {
    const current = state.services.find((service) => service.id === id);
    if (!current) return HttpResponse.json({ message: 'Serviço não encontrado.' }, { status: 404 });
    const updated = { ...current, ...changes };
    state.services = state.services.map((service) => (service.id === id ? updated : service));
    return HttpResponse.json(updated);
  };

  const updateCourse = (id: number, changes: Partial<Course>) => {
    const current = state.courses.find((course) => course.id === id);
    if (!current) return HttpResponse.json({ message: 'Curso não encontrado.' }, { status: 404 });
    const merged = { ...current, ...changes };
    const updated = { ...merged, discountPercent: percentOf(merged) };
    state.courses = state.courses.map((course) => (course.id === id ? updated : course));
    return HttpResponse.json(updated);
  };

  server.use(
    http.get('/api/services', async ({ request }) => {
      const { url } = await record(request);
      return HttpResponse.json(listOf(state.services, url));
    }),
    http.get('/api/courses', async ({ request }) => {
      const { url } = await record(request);
      return HttpResponse.json(listOf(state.courses, url));
    }),
    http.patch('/api/admin/services/:id', async ({ request, params }) => {
      const { body } = await record(request);
      return updateService(Number(params.id), { price: body.price as number });
    }),
    http.patch('/api/admin/courses/:id', async ({ request, params }) => {
      const { body } = await record(request);
      return updateCourse(Number(params.id), { price: body.price as number });
    }),
    http.patch('/api/services/:id', async ({ request, params }) => {
      const { body } = await record(request);
      return updateService(Number(params.id), body);
    }),
    http.patch('/api/courses/:id', async ({ request, params }) => {
      const { body } = await record(request);
      return updateCourse(Number(params.id), body);
    }),
  );

  return {
    state,
    /** The calls that changed something, in order. */
    changes: () => state.calls.filter((call) => call.method !== 'GET'),
  };
}

/** A PATCH that waits for `release` before answering, to see what shows while saving. */
export function holdPatch(path: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.patch(
      path,
      async () => {
        await released;
        return undefined;
      },
      { once: true },
    ),
  );
  return {
    release: () => {
      release();
    },
  };
}
