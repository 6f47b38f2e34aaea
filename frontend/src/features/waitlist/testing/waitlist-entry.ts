import type { WaitlistEntry } from '../api';

/** A client waiting for a slot at the Portuguese consulate, with `changes` over it. */
export function waitlistEntry(changes: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id: 4,
    clientName: 'Ana Rossi',
    clientEmail: 'ana@exemplo.com',
    serviceId: 2,
    serviceName: 'Renovação de Passaporte',
    location: 'Consulado Geral de Portugal em São Paulo',
    date: '2031-03-12',
    status: 'waiting',
    createdAt: '2031-03-01T12:00:00Z',
    heldTime: null,
    heldUntil: null,
    ...changes,
  };
}

/** Entry 2, holding 10:30 on 13/03/2031 until 09:00 in Brasília, with `changes` over it. */
export function heldEntry(changes: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return waitlistEntry({
    id: 2,
    date: '2031-03-13',
    status: 'offered',
    heldTime: '10:30',
    heldUntil: '2031-03-13T12:00:00Z',
    ...changes,
  });
}
