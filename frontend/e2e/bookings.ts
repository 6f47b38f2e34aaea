import type { APIRequestContext } from '@playwright/test';
import { expect, type Person } from './people';

// Bookings the journeys start from, made through the API.

export const RENEWAL = 'Renovação de Passaporte';
export const PORTO = 'Consulado Geral de Portugal em São Paulo';

// Brazil's fixed national holidays (MM-DD), on which the portal takes no booking.
const FIXED_HOLIDAYS = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'];

/** Good Friday of `year` (two days before Easter, by the anonymous Gregorian computus), as YYYY-MM-DD. */
function goodFriday(year: number): string {
  const [a, b, c] = [year % 19, Math.floor(year / 100), year % 100];
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const easter = new Date(Date.UTC(year, Math.floor((h + l - 7 * m + 114) / 31) - 1, ((h + l - 7 * m + 114) % 31) + 1));
  easter.setUTCDate(easter.getUTCDate() - 2);
  return easter.toISOString().slice(0, 10);
}

function closed(day: Date): boolean {
  const iso = day.toISOString().slice(0, 10);
  return (
    day.getUTCDay() === 0 ||
    day.getUTCDay() === 6 ||
    FIXED_HOLIDAYS.includes(iso.slice(5)) ||
    iso === goodFriday(day.getUTCFullYear())
  );
}

/**
 * The first weekday that is not a national holiday, at least `days` days after today in São Paulo,
 * as YYYY-MM-DD. Specs that fill or free slots take days of their own, so that their bookings do not
 * meet.
 */
export function weekdayAhead(days: number): string {
  const todayThere = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [year, month, date] = todayThere.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(year, month - 1, date + days));
  while (closed(day)) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The first open weekday at least two days after today in São Paulo, as YYYY-MM-DD. */
export function bookableDay(): string {
  return weekdayAhead(2);
}

/** The seed's renewal service's id. */
export async function renewalServiceId(request: APIRequestContext): Promise<number> {
  const services = (await (await request.get('/api/services')).json()) as { id: number; name: string }[];
  const service = services.find((candidate) => candidate.name === RENEWAL);
  expect(service, 'the seed has the renewal service').toBeDefined();
  return service?.id ?? 0;
}

export interface Slot {
  time: string;
  available: boolean;
}

/** The renewal's slots at `PORTO` on `date`, free or taken. */
export async function renewalSlots(request: APIRequestContext, serviceId: number, date: string): Promise<Slot[]> {
  const answer = await request.get('/api/appointments/availability', {
    params: { serviceId, location: PORTO, date },
  });
  return (await answer.json()) as Slot[];
}

/** Books a Portuguese passport renewal at `time` of `bookableDay()` for the signed-in client. */
export async function bookRenewal(request: APIRequestContext, client: Person, time: string) {
  const serviceId = await renewalServiceId(request);
  const response = await request.post('/api/appointments', {
    data: {
      serviceId,
      clientName: client.fullName,
      clientEmail: client.email,
      clientPhone: '+55 11 97777-6666',
      date: bookableDay(),
      time,
      location: PORTO,
      notes: null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}
