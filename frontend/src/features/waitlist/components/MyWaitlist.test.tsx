import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { preferReducedMotion } from '@/testing/match-media';
import { server } from '@/testing/server';
import { renderWithProviders } from '@/testing/test-utils';
import type { WaitlistEntry } from '../api';
import { heldEntry, waitlistEntry } from '../testing/waitlist-entry';
import { MyWaitlist } from './MyWaitlist';

/** A server whose client is in `entries`; the ids it was asked to remove. */
function serveEntries(initial: WaitlistEntry[]) {
  let entries = initial;
  const left: string[] = [];
  server.use(
    http.get('/api/waitlist', () => HttpResponse.json(entries)),
    http.delete('/api/waitlist/:id', ({ params }) => {
      left.push(String(params.id));
      entries = entries.filter((entry) => String(entry.id) !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return left;
}

describe("a client's places in line", () => {
  it('lists the lines the client is in, not the ones done, and leaves one after a confirmation', async () => {
    const user = userEvent.setup();
    const left = serveEntries([
      waitlistEntry({ id: 1, date: '2031-03-12' }),
      waitlistEntry({
        id: 2,
        date: '2031-03-13',
        status: 'offered',
        heldTime: '10:30',
        heldUntil: '2031-03-12T14:00:00Z',
      }),
      waitlistEntry({ id: 3, date: '2031-03-14', status: 'booked' }),
      waitlistEntry({ id: 5, date: '2031-03-17', status: 'lapsed' }),
    ]);
    renderWithProviders(<MyWaitlist />);

    const section = await screen.findByRole('region', { name: 'Suas listas de espera' });
    // Reached by heading navigation, below the page's own title.
    expect(within(section).getByRole('heading', { level: 2, name: 'Suas listas de espera' })).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('12/03/2031 · Renovação de Passaporte');
    expect(items[0]).toHaveTextContent('Aguardando');
    expect(items[1]).toHaveTextContent(
      'O horário das 10:30 ficou livre e está reservado para você até as 11:00 (horário de Brasília).',
    );

    await user.click(
      within(section).getByRole('button', {
        name: 'Sair da lista de espera de 12/03/2031: Renovação de Passaporte, Consulado Geral de Portugal em São Paulo',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sair da lista de espera?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair da lista de espera' }));
    expect(await screen.findByText('Você saiu da lista de espera')).toBeInTheDocument();
    expect(left).toEqual(['1']);
    expect(await within(section).findAllByRole('listitem')).toHaveLength(1);
    // The button went with its line: once the question has gone, the focus is on the box's title.
    await waitFor(() => {
      expect(within(section).getByText('Suas listas de espera')).toHaveFocus();
    });

    // Leaving a held slot says that it goes to the next in line; the box stays, empty, and says so.
    await user.click(within(section).getByRole('button', { name: /^Sair da lista de espera de 13\/03\/2031/ }));
    const held = await screen.findByRole('dialog', { name: 'Sair da lista de espera?' });
    expect(held).toHaveTextContent('O horário reservado para você passa para o próximo da lista');
    await user.click(within(held).getByRole('button', { name: 'Sair da lista de espera' }));
    expect(await within(section).findByText('Você não está em nenhuma lista de espera.')).toBeInTheDocument();
    await waitFor(() => {
      expect(within(section).getByText('Suas listas de espera')).toHaveFocus();
    });
  });

  it('books a held slot from the box, without the mail', async () => {
    const user = userEvent.setup();
    const held = heldEntry();
    serveEntries([held]);
    const booked: unknown[] = [];
    server.use(
      http.get('/api/waitlist/2/hold', () =>
        HttpResponse.json({
          clientName: 'Ana Rossi',
          serviceName: 'Renovação de Passaporte',
          location: held.location,
          date: '2031-03-13',
          time: '10:30',
          expiresAt: '2031-03-13T12:00:00Z',
          hasPhone: true,
          passportRequired: false,
        }),
      ),
      http.post('/api/waitlist/2/hold', async ({ request }) => {
        booked.push(await request.json());
        // Booked, the entry is no longer in line: the list read again has none.
        server.use(http.get('/api/waitlist', () => HttpResponse.json([{ ...held, status: 'booked' }])));
        return HttpResponse.json({ date: '2031-03-13', time: '10:30' }, { status: 201 });
      }),
    );
    renderWithProviders(<MyWaitlist />);

    const section = await screen.findByRole('region', { name: 'Suas listas de espera' });
    await user.click(
      within(section).getByRole('button', { name: 'Agendar agora o horário reservado de 13/03/2031 às 10:30' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Horário reservado para você' });
    expect(await within(dialog).findByText('Renovação de Passaporte')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Agendar este horário' }));
    expect(await within(dialog).findByText('Agendamento feito')).toBeInTheDocument();
    expect(booked).toEqual([{}]);
    // The confirmation stays until it is closed, though the line it came from has ended.
    await waitFor(() => {
      expect(within(section).getByText('Você não está em nenhuma lista de espera.')).toBeInTheDocument();
    });
    expect(within(dialog).getByText('Agendamento feito')).toBeInTheDocument();
    const close = within(dialog).getByRole('button', { name: 'Concluir' });
    expect(close).toHaveFocus();
    await user.click(close);
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Horário reservado para você' })).not.toBeInTheDocument();
    });
    // The button that opened it went with the line: the box stays, with the focus on its title.
    await waitFor(() => {
      expect(within(section).getByText('Suas listas de espera')).toHaveFocus();
    });
    expect(within(section).getByText('Você não está em nenhuma lista de espera.')).toBeInTheDocument();
  });

  it('says why a held slot can no longer be booked', async () => {
    const user = userEvent.setup();
    serveEntries([waitlistEntry({ id: 2, status: 'offered', heldTime: '10:30', heldUntil: '2031-03-13T12:00:00Z' })]);
    const expired = 'A reserva deste horário expirou e ele passou para o próximo da lista de espera.';
    server.use(http.get('/api/waitlist/2/hold', () => HttpResponse.json({ message: expired }, { status: 409 })));
    renderWithProviders(<MyWaitlist />);

    await user.click(await screen.findByRole('button', { name: /^Agendar agora/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Horário reservado para você' });
    expect(await within(dialog).findByText(expired)).toBeInTheDocument();
    expect(within(dialog).getByText('Não é possível agendar este horário')).toBeInTheDocument();
  });

  it('puts the focus on the title with reduced motion too, where the question closes before the list is read again', async () => {
    preferReducedMotion();
    const user = userEvent.setup();
    let entries = [waitlistEntry({ id: 1, date: '2031-03-12' }), waitlistEntry({ id: 2, date: '2031-03-13' })];
    let reReadAsked: () => void = () => undefined;
    let answerReRead: () => void = () => undefined;
    let reads = 0;
    server.use(
      http.get('/api/waitlist', async () => {
        reads += 1;
        if (reads > 1) {
          // The re-read after leaving waits until the question has gone.
          reReadAsked();
          await new Promise<void>((resolve) => {
            answerReRead = resolve;
          });
        }
        return HttpResponse.json(entries);
      }),
      http.delete('/api/waitlist/:id', ({ params }) => {
        entries = entries.filter((entry) => String(entry.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<MyWaitlist />);

    const section = await screen.findByRole('region', { name: 'Suas listas de espera' });
    const asked = new Promise<void>((resolve) => {
      reReadAsked = resolve;
    });
    await user.click(within(section).getByRole('button', { name: /^Sair da lista de espera de 12\/03\/2031/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair da lista de espera?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair da lista de espera' }));
    await asked;
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    // The question gave the focus back to its button, still there while the list is read again.
    await waitFor(() => {
      expect(within(section).getByRole('button', { name: /^Sair da lista de espera de 12\/03\/2031/ })).toHaveFocus();
    });

    answerReRead();
    await waitFor(() => {
      expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    });
    await waitFor(() => {
      expect(within(section).getByText('Suas listas de espera')).toHaveFocus();
    });

    // A question kept is not a line left: the focus goes back to its button, not to the title.
    const other = within(section).getByRole('button', { name: /^Sair da lista de espera de 13\/03\/2031/ });
    await user.click(other);
    const kept = await screen.findByRole('dialog', { name: 'Sair da lista de espera?' });
    await user.click(within(kept).getByRole('button', { name: 'Continuar na lista' }));
    await waitFor(() => {
      expect(other).toHaveFocus();
    });
  });

  it('puts the focus on the title when the line had already gone elsewhere and the leave was refused', async () => {
    preferReducedMotion();
    const user = userEvent.setup();
    let entries = [waitlistEntry({ id: 1, date: '2031-03-12' }), waitlistEntry({ id: 2, date: '2031-03-13' })];
    server.use(
      http.get('/api/waitlist', () => HttpResponse.json(entries)),
      // Left meanwhile in another tab: refused, and the list read again no longer has it.
      http.delete('/api/waitlist/:id', ({ params }) => {
        entries = entries.filter((entry) => String(entry.id) !== params.id);
        return HttpResponse.json({ message: 'Você não está nesta lista de espera.' }, { status: 404 });
      }),
    );
    renderWithProviders(<MyWaitlist />);

    const section = await screen.findByRole('region', { name: 'Suas listas de espera' });
    await user.click(within(section).getByRole('button', { name: /^Sair da lista de espera de 12\/03\/2031/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair da lista de espera?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair da lista de espera' }));
    expect(await screen.findByText('Não foi possível sair da lista de espera')).toBeInTheDocument();
    await waitFor(() => {
      expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    });
    await waitFor(() => {
      expect(within(section).getByText('Suas listas de espera')).toHaveFocus();
    });
  });
});
