import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { adminUser } from '@/testing/users';
import { waitlistEntry } from '../testing/waitlist-entry';

jest.setTimeout(15_000);

const CONSULATE = 'Consulado Geral de Portugal em São Paulo';
const OFFICE = 'Escritório Facilitando Burocracias';

const entry = waitlistEntry({
  id: 1,
  clientEmail: 'ana@cliente.example',
  serviceId: 3,
  location: CONSULATE,
  date: '2031-03-14',
});

/** The waitlist: `entries` on 14/03/2031, `later` on 20/03/2031; every day from today on without a day. */
function serveWaitlist(entries: object[], later: object[] = []) {
  const asked: (string | null)[] = [];
  server.use(
    http.get('/api/waitlist', ({ request }) => {
      const date = new URL(request.url).searchParams.get('date');
      asked.push(date);
      if (date === null) return HttpResponse.json([...entries, ...later]);
      return HttpResponse.json(date === '2031-03-14' ? entries : []);
    }),
  );
  return asked;
}

beforeEach(() => {
  signInAs(adminUser);
});

const table = (place: string, day: string) =>
  screen.findByRole('table', { name: `Lista de espera: ${day}\u00a0· ${place}` });

it('opens on everyone waiting from today on, a line per day and place, in the order people joined', async () => {
  const asked = serveWaitlist(
    [
      entry,
      {
        ...entry,
        id: 2,
        clientName: 'Bruno Lima',
        status: 'offered',
        heldTime: '10:30',
        heldUntil: '2031-03-13T14:00:00Z',
      },
      {
        ...entry,
        id: 5,
        clientName: 'Eva Melo',
        status: 'booked',
        heldTime: '11:00',
        heldUntil: '2031-03-13T13:00:00Z',
      },
      { ...entry, id: 3, clientName: 'Carla Dias', location: OFFICE },
    ],
    [{ ...entry, id: 4, clientName: 'Davi Souza', date: '2031-03-20' }],
  );
  renderApp('/admin/waitlist');

  const consulate = await table(CONSULATE, '14/03/2031');
  expect(asked).toEqual([null]);
  expect(screen.getByRole('textbox', { name: 'Dia' })).toHaveValue('');
  const rows = within(consulate).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
    'Ana Rossiana@cliente.example',
    'Bruno Limaana@cliente.example',
    'Eva Meloana@cliente.example',
  ]);
  // When each joined, in Brasília's time (the entries joined at 12:00 UTC).
  expect(within(consulate).getByRole('row', { name: /Ana Rossi/ })).toHaveTextContent('01/03/2031 09:00');
  expect(within(consulate).getByRole('row', { name: /Bruno Lima/ })).toHaveTextContent(
    'Horário reservadoHorário das 10:30, reservado até as 11:00',
  );
  // Once booked, the hold is over: the row says so, not until when it held.
  const booked = within(consulate).getByRole('row', { name: /Eva Melo/ });
  expect(booked).toHaveTextContent('AgendouAgendou o horário das 11:00');
  expect(booked).not.toHaveTextContent('reservado até');
  expect(screen.getByRole('heading', { level: 2, name: `14/03/2031\u00a0· ${CONSULATE}` })).toBeInTheDocument();
  expect(await table(OFFICE, '14/03/2031')).toBeInTheDocument();
  const later = await table(CONSULATE, '20/03/2031');
  expect(within(later).getAllByRole('row')).toHaveLength(2);
});

it('shows the day typed, and says so when nobody waits for it', async () => {
  const asked = serveWaitlist([entry], [{ ...entry, id: 4, clientName: 'Davi Souza', date: '2031-03-20' }]);
  const { user } = renderApp('/admin/waitlist');
  const day = await screen.findByRole('textbox', { name: 'Dia' });
  await table(CONSULATE, '20/03/2031');

  await user.type(day, '14/03/2031');
  await waitFor(() => {
    expect(asked.at(-1)).toBe('2031-03-14');
  });
  await table(CONSULATE, '14/03/2031');
  await waitFor(() => {
    expect(
      screen.queryByRole('table', { name: `Lista de espera: 20/03/2031\u00a0· ${CONSULATE}` }),
    ).not.toBeInTheDocument();
  });

  await user.clear(day);
  await user.type(day, '15/03/2031');
  expect(await screen.findByText('Ninguém na lista de espera para este filtro.')).toBeInTheDocument();
});

it('keeps to one place when one is chosen', async () => {
  serveWaitlist([entry, { ...entry, id: 3, clientName: 'Carla Dias', location: OFFICE }]);
  const { user } = renderApp('/admin/waitlist');
  await table(OFFICE, '14/03/2031');

  await user.click(screen.getByRole('textbox', { name: 'Local' }));
  await user.click(await screen.findByRole('option', { name: OFFICE, hidden: true }));

  expect(await table(OFFICE, '14/03/2031')).toBeInTheDocument();
  expect(
    screen.queryByRole('table', { name: `Lista de espera: 14/03/2031\u00a0· ${CONSULATE}` }),
  ).not.toBeInTheDocument();
});

it('says when nobody waits from today on', async () => {
  serveWaitlist([]);
  renderApp('/admin/waitlist');
  expect(await screen.findByText('Ninguém aguarda um horário de hoje em diante.')).toBeInTheDocument();
});
