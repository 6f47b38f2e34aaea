import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
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

/** The waitlist of any day asked for: `entries` on 14/03/2031, nobody on other days. */
function serveWaitlist(entries: object[]) {
  const asked: (string | null)[] = [];
  server.use(
    http.get('/api/waitlist', ({ request }) => {
      const date = new URL(request.url).searchParams.get('date');
      asked.push(date);
      return HttpResponse.json(date === '2031-03-14' ? entries : []);
    }),
  );
  return asked;
}

beforeEach(() => {
  signInAs(adminUser);
});

it("opens on today's line, then shows the day typed, by place, in the order people joined", async () => {
  const asked = serveWaitlist([
    entry,
    {
      ...entry,
      id: 2,
      clientName: 'Bruno Lima',
      status: 'offered',
      heldTime: '10:30',
      heldUntil: '2031-03-13T14:00:00Z',
    },
    { ...entry, id: 3, clientName: 'Carla Dias', location: OFFICE },
  ]);
  const { user } = renderApp('/admin/waitlist');

  expect(await screen.findByText('Ninguém na lista de espera para este filtro.')).toBeInTheDocument();
  expect(asked).toEqual([dayjs().format('YYYY-MM-DD')]);
  const day = screen.getByRole('textbox', { name: 'Dia' });
  expect(day).toHaveValue(dayjs().format('DD/MM/YYYY'));

  await user.clear(day);
  await user.type(day, '14/03/2031');

  const consulate = await screen.findByRole('table', { name: `Lista de espera: ${CONSULATE}` });
  const rows = within(consulate).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
    'Ana Rossiana@cliente.example',
    'Bruno Limaana@cliente.example',
  ]);
  expect(within(consulate).getByRole('row', { name: /Bruno Lima/ })).toHaveTextContent('Horário reservado');
  expect(screen.getByRole('heading', { level: 2, name: `${CONSULATE} · 14/03/2031` })).toBeInTheDocument();
  expect(screen.getByRole('table', { name: `Lista de espera: ${OFFICE}` })).toBeInTheDocument();
  expect(asked.at(-1)).toBe('2031-03-14');
});

it('keeps to one place when one is chosen', async () => {
  serveWaitlist([entry, { ...entry, id: 3, clientName: 'Carla Dias', location: OFFICE }]);
  const { user } = renderApp('/admin/waitlist');
  const day = await screen.findByRole('textbox', { name: 'Dia' });
  await user.clear(day);
  await user.type(day, '14/03/2031');
  await screen.findByRole('table', { name: `Lista de espera: ${OFFICE}` });

  await user.click(screen.getByRole('textbox', { name: 'Local' }));
  await user.click(await screen.findByRole('option', { name: OFFICE, hidden: true }));

  expect(screen.getByRole('table', { name: `Lista de espera: ${OFFICE}` })).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: `Lista de espera: ${CONSULATE}` })).not.toBeInTheDocument();
});
