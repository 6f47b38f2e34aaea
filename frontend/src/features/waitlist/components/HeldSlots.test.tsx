import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { renderWithProviders } from '@/testing/test-utils';
import type { WaitlistEntry } from '../api';
import { heldEntry, waitlistEntry } from '../testing/waitlist-entry';
import { HeldSlots } from './HeldSlots';
import { MyWaitlist } from './MyWaitlist';

const held = heldEntry();

function serveEntries(entries: WaitlistEntry[]) {
  server.use(http.get('/api/waitlist', () => HttpResponse.json(entries)));
}

describe("a client's held slots on the home page", () => {
  it('shows only the slots held for the client, with the time they are held until in Brasília', async () => {
    const another = { ...held, id: 5, date: '2031-03-20', heldTime: '14:00' };
    serveEntries([waitlistEntry({ id: 1 }), held, waitlistEntry({ id: 3, status: 'booked' }), another]);
    renderWithProviders(<HeldSlots />);

    const notices = await screen.findAllByRole('region', { name: /^Um horário ficou livre para você/ });
    // Each named by its day and time.
    expect(notices).toHaveLength(2);
    const [notice, second] = notices;
    if (!notice || !second) throw new Error('no notices');
    expect(notice).toHaveAccessibleName('Um horário ficou livre para você: 13/03/2031 às 10:30');
    expect(second).toHaveAccessibleName('Um horário ficou livre para você: 20/03/2031 às 14:00');
    expect(
      within(notice).getByText('Renovação de Passaporte, Consulado Geral de Portugal em São Paulo'),
    ).toBeInTheDocument();
    expect(within(notice).getByText(/reservado para você até as 09:00 \(horário de Brasília\)/)).toBeInTheDocument();
  });

  it('shows nothing while no slot is held', async () => {
    serveEntries([waitlistEntry({ id: 1 })]);
    // The client's box of lines reads the same list: once it shows the line, the list has come.
    renderWithProviders(
      <>
        <HeldSlots />
        <MyWaitlist />
      </>,
    );

    expect(await screen.findByText(/^Aguardando/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Um horário ficou livre para você/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Agendar agora/ })).not.toBeInTheDocument();
  });

  it('books the held slot there, and keeps the confirmation open once the hold is gone', async () => {
    const user = userEvent.setup();
    serveEntries([held]);
    server.use(
      http.get('/api/waitlist/2/hold', () =>
        HttpResponse.json({
          clientName: 'Ana Rossi',
          serviceName: held.serviceName,
          location: held.location,
          date: held.date,
          time: '10:30',
          expiresAt: held.heldUntil,
          hasPhone: true,
          passportRequired: false,
        }),
      ),
      http.post('/api/waitlist/2/hold', () => {
        serveEntries([{ ...held, status: 'booked' }]);
        return HttpResponse.json({ date: held.date, time: '10:30' }, { status: 201 });
      }),
    );
    renderWithProviders(<HeldSlots />);

    await user.click(
      await screen.findByRole('button', { name: 'Agendar agora o horário reservado de 13/03/2031 às 10:30' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Horário reservado para você' });
    await user.click(await within(dialog).findByRole('button', { name: 'Agendar este horário' }));
    expect(await within(dialog).findByText('Agendamento feito')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: /^Um horário ficou livre para você/ })).not.toBeInTheDocument();
    });
    const finish = within(dialog).getByRole('button', { name: 'Concluir' });
    expect(finish).toHaveFocus();
    await user.click(finish);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    // The button that opened it went with the hold: the focus is on what was booked.
    await waitFor(() => {
      expect(
        screen.getByText('Horário agendado: 13/03/2031 às 10:30. Ele aparece nos seus próximos agendamentos.'),
      ).toHaveFocus();
    });
  });
});
