import { http, HttpResponse } from 'msw';
import type { Service } from '@/features/catalog';
import { brasiliaDayAndTime } from '@/lib/dayjs';
import { server } from '@/testing/server';
import type { Appointment, AppointmentMail, AppointmentPage, AppointmentSummary, ClosedDay, Slot } from '../types';

/** The seeded catalogue's services the tests book (crates/domain catalog/seed.rs). */
export const italianPassport: Service = {
  id: 1,
  name: 'Agendamento de Passaporte Italiano',
  description: 'Agendamento no consulado italiano.',
  duration: 60,
  country: 'Itália',
  price: 98000,
};
export const portuguesePassport: Service = {
  id: 2,
  name: 'Renovação de Passaporte',
  description: 'Renovação do passaporte português.',
  duration: 45,
  country: 'Portugal',
  price: 75000,
};
export const legalConsultation: Service = {
  id: 8,
  name: 'Consulta Jurídica',
  description: 'Consulta com advogado.',
  duration: 60,
  country: 'Brasil',
  price: 35000,
};

export const ITALIAN_PLACES = [
  'Consulado Geral da Itália em São Paulo',
  'Consulado Geral da Itália no Rio de Janeiro',
  'Consulado Geral da Itália em Porto Alegre',
  'Sede Principal - Roma',
  'Outro',
];
export const PORTUGUESE_PLACES = [
  'Consulado Geral de Portugal em São Paulo',
  'Consulado de Portugal em Santos',
  'Consulado de Portugal em Curitiba',
  'Consulado Geral de Portugal no Rio de Janeiro',
  'Outro',
];
const LEGAL_PLACES = [
  'Escritório Principal - São Paulo',
  'Filial Rio de Janeiro',
  'Filial Curitiba',
  'Atendimento Virtual',
  'Outro',
];

const PLACES: Record<number, string[]> = {
  [italianPassport.id]: ITALIAN_PLACES,
  [portuguesePassport.id]: PORTUGUESE_PLACES,
  [legalConsultation.id]: LEGAL_PLACES,
};

/**
 * The 18 slots of `day`, 09:00 to 17:30, free unless listed as taken; those that have begun in
 * Brasília by `Date.now()` are passed, as the server says by its clock.
 */
export function slotsWith(taken: string[], day = ''): Slot[] {
  const now = brasiliaDayAndTime();
  return Array.from({ length: 18 }, (_, index) => {
    const minutes = 9 * 60 + index * 30;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
    const passed = day !== '' && (day < now.day || (day === now.day && time <= now.time));
    return { time, available: !taken.includes(time), passed };
  });
}

export function anAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 41,
    userId: 2,
    clientName: 'João da Silva',
    clientEmail: 'joao@cliente.example',
    clientPhone: '+55 11 91234-5678',
    serviceId: portuguesePassport.id,
    serviceName: portuguesePassport.name,
    location: 'Consulado Geral de Portugal em São Paulo',
    date: '2031-03-12',
    time: '10:00',
    status: 'pending',
    presenceConfirmedAt: null,
    priority: false,
    closedNotice: null,
    notes: null,
    birthDate: null,
    birthPlace: null,
    currentAddress: null,
    documentType: null,
    documentNumber: null,
    documentIssueDate: null,
    documentExpiryDate: null,
    documentIssuer: null,
    aireRegistrationNumber: null,
    createdAt: '2031-03-01T12:00:00Z',
    updatedAt: '2031-03-01T12:00:00Z',
    ...overrides,
  };
}

/** What the real server lists of an appointment: nothing a list screen could wrongly rely on. */
export function summaryOf(appointment: Appointment): AppointmentSummary {
  const { id, clientName, clientEmail, serviceId, serviceName, location, date, time, status } = appointment;
  const presenceConfirmedAt = appointment.presenceConfirmedAt ?? null;
  const { priority, closedNotice } = appointment;
  return {
    id,
    clientName,
    clientEmail,
    serviceId,
    serviceName,
    location,
    date,
    time,
    status,
    presenceConfirmedAt,
    priority,
    closedNotice,
  };
}

interface FakeOptions {
  services?: Service[];
  appointments?: Appointment[];
  /** Times already taken, on any day and at any place. */
  taken?: string[];
  /** Every appointment's mails, as staff see them. */
  mails?: AppointmentMail[];
  /** Holidays and closures, at every place: their slots are all taken. */
  closed?: ClosedDay[];
}

interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * The appointment calls as the real server answers them, enough for the screens: services,
 * places by service, the day's slots, the list with its filters (of summaries), one whole
 * appointment, booking and editing.
 * Handlers can be overridden afterwards with `server.use`.
 */
export function fakeAppointmentsServer({
  services,
  appointments = [],
  taken = [],
  mails = [],
  closed = [],
}: FakeOptions = {}) {
  const requests: RecordedRequest[] = [];
  const catalogue = services ?? [italianPassport, portuguesePassport, legalConsultation];
  let nextId = 100;
  server.use(
    http.get('/api/services', () => HttpResponse.json(catalogue)),
    http.get('/api/services/:id/locations', ({ params }) => {
      const places = PLACES[Number(params.id)];
      return places
        ? HttpResponse.json(places)
        : HttpResponse.json({ message: 'Serviço não encontrado.' }, { status: 404 });
    }),
    http.get('/api/appointments/availability', ({ request }) => {
      const url = new URL(request.url);
      requests.push({ method: 'GET', url, body: null });
      const day = url.searchParams.get('date') ?? '';
      const isClosed = closed.some((closedDay) => closedDay.date === day);
      return HttpResponse.json(slotsWith(isClosed ? slotsWith([]).map((slot) => slot.time) : taken, day));
    }),
    http.get('/api/closed-days', ({ request }) => {
      const url = new URL(request.url);
      const [from, to] = [url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? ''];
      return HttpResponse.json(closed.filter((day) => day.date >= from && day.date <= to));
    }),
    http.get('/api/appointments', ({ request }) => {
      const url = new URL(request.url);
      requests.push({ method: 'GET', url, body: null });
      const page = Number(url.searchParams.get('page') ?? '1');
      const pageSize = Number(url.searchParams.get('pageSize') ?? '20');
      const from = url.searchParams.get('from');
      const to = url.searchParams.get('to');
      const status = url.searchParams.get('status');
      const onlyPriority = url.searchParams.get('priority') === 'true';
      const matching = appointments.filter(
        (a) =>
          (!from || a.date >= from) &&
          (!to || a.date <= to) &&
          (!status || a.status === status) &&
          (!onlyPriority || a.priority),
      );
      const answer: AppointmentPage = {
        items: matching.slice((page - 1) * pageSize, page * pageSize).map(summaryOf),
        total: matching.length,
        page,
        pageSize,
      };
      return HttpResponse.json(answer);
    }),
    http.get('/api/appointments/:id', ({ request, params }) => {
      requests.push({ method: 'GET', url: new URL(request.url), body: null });
      const found = appointments.find((a) => a.id === Number(params.id));
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: 'Agendamento não encontrado.' }, { status: 404 });
    }),
    http.get('/api/appointments/:id/mails', () => HttpResponse.json(mails)),
    http.post('/api/appointments/:id/mails/:mail/resend', ({ request, params }) => {
      requests.push({ method: 'POST', url: new URL(request.url), body: null });
      const original = mails.find((m) => m.id === Number(params.mail));
      if (!original) return HttpResponse.json({ message: 'E-mail não encontrado.' }, { status: 404 });
      nextId += 1;
      const copy: AppointmentMail = {
        ...original,
        id: nextId,
        status: 'queued',
        attempts: 0,
        lastError: null,
        settledAt: null,
      };
      mails.push(copy);
      return HttpResponse.json(copy, { status: 201 });
    }),
    http.post('/api/appointments', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push({ method: 'POST', url: new URL(request.url), body });
      nextId += 1;
      const service = catalogue.find((s) => s.id === body.serviceId);
      return HttpResponse.json(
        anAppointment({ ...(body as Partial<Appointment>), id: nextId, serviceName: service?.name ?? '' }),
        { status: 201 },
      );
    }),
    http.put('/api/appointments/:id', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push({ method: 'PUT', url: new URL(request.url), body });
      const before = appointments.find((a) => a.id === Number(params.id)) ?? anAppointment();
      return HttpResponse.json({ ...before, ...(body as Partial<Appointment>) });
    }),
  );
  return {
    requests,
    /** The bodies of the bookings and edits sent, in order. */
    saved: () => requests.filter((r) => r.method !== 'GET').map((r) => r.body),
    listCalls: () => requests.filter((r) => r.method === 'GET' && r.url.pathname === '/api/appointments'),
  };
}
