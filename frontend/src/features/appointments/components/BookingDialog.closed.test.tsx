import { waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { regularUser } from '@/testing/users';
import { choose, field, openAs } from '../testing/booking-dialog';
import { portuguesePassport, PORTUGUESE_PLACES } from '../testing/fake-appointments-server';

jest.setTimeout(30_000);

describe('the booking dialog on a closed day', () => {
  it('names the closed days with their reasons and offers no time on one', async () => {
    // Within the 93 days the dialog asks about, and a weekday, so that only the closure closes it.
    let closed = dayjs().add(10, 'day');
    while (closed.day() === 0 || closed.day() === 6) closed = closed.add(1, 'day');
    const day = closed.format('YYYY-MM-DD');
    const shown = closed.format('DD/MM/YYYY');
    const app = await openAs(regularUser, { date: day }, { closed: [{ date: day, reason: 'Reforma do prédio' }] });

    await choose(app, /Serviço/, portuguesePassport.name);
    await choose(app, /Local/, PORTUGUESE_PLACES[0] ?? '');

    // The date field itself says why, as an error: this day cannot be booked.
    await waitFor(() => {
      expect(field(app.dialog, /^Data/)).toHaveAccessibleDescription(
        expect.stringContaining(`Fechado em ${shown}: Reforma do prédio. Escolha outra data.`),
      );
    });
    expect(field(app.dialog, /^Data/)).toHaveAttribute('data-error', 'true');
    // A closed day has no waitlist.
    expect(within(app.dialog).queryByText('Não há horários livres neste dia.')).not.toBeInTheDocument();
    expect(within(app.dialog).getByText(new RegExp(`Fechado: ${shown} \\(Reforma do prédio\\)`))).toBeInTheDocument();
    expect(field(app.dialog, /Horário/)).toBeDisabled();
  });
});
