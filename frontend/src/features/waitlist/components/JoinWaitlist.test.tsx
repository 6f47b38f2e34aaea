import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { renderWithProviders } from '@/testing/test-utils';
import { waitlistEntry } from '../testing/waitlist-entry';
import { JoinWaitlist } from './JoinWaitlist';

const PLACE = 'Consulado Geral de Portugal em São Paulo';

const entry = waitlistEntry({ location: PLACE });

/** A server whose waitlist starts as `initial`; what was joined and left. */
function waitlistServer(initial: (typeof entry)[]) {
  let entries = initial;
  const joined: unknown[] = [];
  const left: string[] = [];
  server.use(
    http.get('/api/waitlist', () => HttpResponse.json(entries)),
    http.post('/api/waitlist', async ({ request }) => {
      joined.push(await request.json());
      entries = [entry];
      return HttpResponse.json(entry, { status: 201 });
    }),
    http.delete('/api/waitlist/:id', ({ params }) => {
      left.push(String(params.id));
      entries = [];
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { joined, left };
}

describe('the waitlist offer of a full day on the booking form', () => {
  it('joins the day, then leaves it after a confirmation', async () => {
    const user = userEvent.setup();
    const { joined, left } = waitlistServer([]);
    renderWithProviders(<JoinWaitlist serviceId={2} location={PLACE} date="2031-03-12" />);
    expect(await screen.findByText('Não há horários livres neste dia.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Entrar na lista de espera' }));
    expect(
      await screen.findByText(
        'Você está na lista de espera deste dia: avisaremos por e-mail se um horário ficar livre.',
      ),
    ).toBeInTheDocument();
    expect(joined).toEqual([{ serviceId: 2, location: PLACE, date: '2031-03-12' }]);
    // The status says it, not a toast over the booking form; the focus moves to leaving.
    expect(screen.queryByText('Você entrou na lista de espera')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Sair da lista de espera' })).toHaveFocus();
    });

    await user.click(screen.getByRole('button', { name: 'Sair da lista de espera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair da lista de espera?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair da lista de espera' }));
    const joinAgain = await screen.findByRole('button', { name: 'Entrar na lista de espera' });
    // The leave button went with the line: once the question has gone, the focus is on joining again.
    await waitFor(() => {
      expect(joinAgain).toHaveFocus();
    });
    expect(left).toEqual(['4']);
  });

  it('shows the refusal of a join in a toast', async () => {
    const user = userEvent.setup();
    waitlistServer([]);
    server.use(
      http.post('/api/waitlist', () =>
        HttpResponse.json({ message: 'Ainda há horários livres neste dia.' }, { status: 409 }),
      ),
    );
    renderWithProviders(<JoinWaitlist serviceId={2} location={PLACE} date="2031-03-12" />);
    await user.click(await screen.findByRole('button', { name: 'Entrar na lista de espera' }));
    expect(await screen.findByText('Não foi possível entrar na lista de espera')).toBeInTheDocument();
  });
});
