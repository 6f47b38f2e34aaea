import { i18n } from '@/app/i18n';
import { validateBooking } from './booking-form';
import { bookingRequest, emptyBooking, type BookingValues } from './booking-values';

const t = i18n.t.bind(i18n);

const complete: BookingValues = {
  ...emptyBooking,
  clientName: 'Ana Souza',
  clientEmail: 'ana@exemplo.com',
  serviceId: '2',
  location: 'Consulado de Portugal em Santos',
  date: '2031-03-12',
  time: '10:00',
};

describe('the booking rules', () => {
  it('asks an admin for a status', async () => {
    const errors = await validateBooking(t, { ...complete, status: '' }, { italian: false, isAdmin: true });
    expect(errors).toEqual({ status: 'Status é obrigatório' });
  });

  it('keeps clients to weekdays from today on, and lets an admin book any day', async () => {
    const client = { italian: false, isAdmin: false, firstDay: '2031-03-01' };
    expect(await validateBooking(t, { ...complete, date: '2031-03-15' }, client)).toEqual({
      date: 'Agendamentos apenas de segunda a sexta-feira',
    });
    expect(await validateBooking(t, { ...complete, date: '2031-02-26' }, client)).toEqual({
      date: 'Escolha uma data e um horário futuros',
    });
    expect(await validateBooking(t, { ...complete, date: '2031-03-15' }, { ...client, isAdmin: true })).toEqual({});
    // An edit that keeps its day keeps it, even once that day has passed.
    expect(await validateBooking(t, { ...complete, date: '2031-02-26' }, { ...client, keptDay: '2031-02-26' })).toEqual(
      {},
    );
  });

  it('names the limit of a text that is too long, as the server does', async () => {
    const rules = { italian: false, isAdmin: false, firstDay: '2031-03-01' };
    const long = { ...complete, clientName: 'a'.repeat(501), notes: 'b'.repeat(5001) };
    expect(await validateBooking(t, long, rules)).toEqual({
      clientName: 'Texto longo demais (máximo 500 caracteres)',
      notes: 'Texto longo demais (máximo 5000 caracteres)',
    });
  });

  it("checks a phone as the server does, an account's rule, and asks for it for an Italian service", async () => {
    const rules = { italian: false, isAdmin: false, firstDay: '2031-03-01' };
    expect(await validateBooking(t, { ...complete, clientPhone: 'abc' }, rules)).toEqual({
      clientPhone: 'Telefone inválido',
    });
    expect(await validateBooking(t, { ...complete, clientPhone: '(11) 98765-4321' }, rules)).toEqual({});
    expect(await validateBooking(t, { ...complete, clientPhone: '' }, rules)).toEqual({});
    const italian = await validateBooking(t, { ...complete, clientPhone: '' }, { ...rules, italian: true });
    expect(italian.clientPhone).toBe('Telefone é obrigatório');
  });

  it('sends the Italian data only for an Italian service, and the status only for admins', () => {
    const values = { ...complete, status: 'confirmed' as const, birthPlace: 'Curitiba', clientPhone: ' ' };
    const forClient = bookingRequest(values, { italian: false, isAdmin: false });
    expect(forClient).not.toHaveProperty('status');
    expect(forClient.birthPlace).toBeNull();
    expect(forClient.clientPhone).toBeNull();
    expect(forClient.serviceId).toBe(2);

    const forAdmin = bookingRequest(values, { italian: true, isAdmin: true });
    expect(forAdmin.status).toBe('confirmed');
    expect(forAdmin.birthPlace).toBe('Curitiba');
  });
});
