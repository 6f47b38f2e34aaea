import { http, HttpResponse } from 'msw';
import type { AppointmentSummary } from '@/features/appointments';
import { server } from '@/testing/server';
import type { Closure, ClosureRequest } from '../types';

export const PLACES = ['Consulado Geral de Portugal em São Paulo', 'Consulado de Portugal em Santos', 'Outro'];

export function anAffectedAppointment(overrides: Partial<AppointmentSummary> = {}): AppointmentSummary {
  return {
    id: 7,
    clientName: 'Ana Rossi',
    clientEmail: 'ana@exemplo.com',
    serviceId: 2,
    serviceName: 'Renovação de Passaporte',
    location: 'Consulado Geral de Portugal em São Paulo',
    date: '2027-01-15',
    time: '10:30',
    status: 'confirmed',
    presenceConfirmedAt: null,
    priority: false,
    closedNotice: null,
    ...overrides,
  };
}

export function aClosure(overrides: Partial<Closure> = {}): Closure {
  return {
    id: 1,
    location: 'Consulado Geral de Portugal em São Paulo',
    firstDay: '2027-01-15',
    lastDay: '2027-01-15',
    reason: 'Reforma do prédio',
    createdBy: 1,
    createdAt: '2026-11-25T12:00:00Z',
    affected: [],
    ...overrides,
  };
}

/** The closure calls as the real server answers them; `affected` is what a new closure falls on. */
export function fakeClosuresServer(closures: Closure[] = [], affected: AppointmentSummary[] = []) {
  const stored = [...closures];
  const sent: ClosureRequest[] = [];
  const deleted: number[] = [];
  server.use(
    http.get('/api/closures', () => HttpResponse.json({ items: stored, places: PLACES })),
    http.post('/api/closures', async ({ request }) => {
      const body = (await request.json()) as ClosureRequest;
      sent.push(body);
      if (body.firstDay && body.firstDay < '2026-01-01') {
        return HttpResponse.json(
          {
            message: 'Verifique os campos.',
            fieldErrors: { firstDay: 'Não é possível fechar dias que já passaram.' },
          },
          { status: 400 },
        );
      }
      const closure = aClosure({
        id: stored.length + 10,
        location: body.location ?? null,
        firstDay: body.firstDay ?? '',
        lastDay: body.lastDay ?? body.firstDay ?? '',
        reason: body.reason ?? '',
        affected,
      });
      stored.push(closure);
      return HttpResponse.json(closure, { status: 201 });
    }),
    http.delete('/api/closures/:id', ({ params }) => {
      const id = Number(params.id);
      const at = stored.findIndex((closure) => closure.id === id);
      if (at < 0) return HttpResponse.json({ message: 'Fechamento não encontrado.' }, { status: 404 });
      stored.splice(at, 1);
      deleted.push(id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { sent, deleted };
}
