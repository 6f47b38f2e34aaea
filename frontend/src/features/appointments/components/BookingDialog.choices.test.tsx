import { waitFor, within } from '@testing-library/react';
import { brasiliaDayAndTime } from '@/lib/dayjs';
import { adminUser, regularUser } from '@/testing/users';
import { choose, field, openAs, optionsOf, optionTexts, WEDNESDAY } from '../testing/booking-dialog';
import {
  italianPassport,
  ITALIAN_PLACES,
  legalConsultation,
  PORTUGUESE_PLACES,
  portuguesePassport,
} from '../testing/fake-appointments-server';

/** The day's 18 times, 09:00 to 17:30. */
const ALL_TIMES = Array.from(
  { length: 18 },
  (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

// Dialogs with many fields on a machine shared with other builds: room beyond Jest's default 5 s.
jest.setTimeout(30_000);

describe("the booking dialog's places and times", () => {
  it("lists the chosen service's places and clears the place when the service changes", async () => {
    const app = await openAs(adminUser);

    expect(field(app.dialog, 'Local')).toBeDisabled();
    expect(within(app.dialog).getByText('Escolha primeiro o serviço')).toBeInTheDocument();

    await choose(app, /Serviço/, italianPassport.name);
    await app.user.click(field(app.dialog, 'Local'));
    await waitFor(async () => {
      expect(await optionTexts(field(app.dialog, 'Local'))).toEqual(ITALIAN_PLACES);
    });
    const rome = (await optionsOf(field(app.dialog, 'Local'))).find((o) => o.textContent === ITALIAN_PLACES[3]);
    await app.user.click(rome ?? app.dialog);
    expect(field(app.dialog, 'Local')).toHaveValue(ITALIAN_PLACES[3]);

    await choose(app, /Serviço/, portuguesePassport.name);

    expect(field(app.dialog, 'Local')).toHaveValue('');
    await app.user.click(field(app.dialog, 'Local'));
    await waitFor(async () => {
      expect(await optionTexts(field(app.dialog, 'Local'))).toEqual(PORTUGUESE_PLACES);
    });

    await choose(app, /Serviço/, legalConsultation.name);
    expect(field(app.dialog, 'Local')).toHaveValue('');
  });

  it('offers only the free times of the chosen place and day', async () => {
    const app = await openAs(
      regularUser,
      { serviceId: portuguesePassport.id, date: WEDNESDAY },
      { taken: ['09:00', '09:30', '14:00'] },
    );

    expect(field(app.dialog, /Horário/)).toBeDisabled();
    expect(
      within(app.dialog).getByText('Escolha serviço, local e data para ver os horários livres'),
    ).toBeInTheDocument();

    await choose(app, 'Local', PORTUGUESE_PLACES[0] ?? '');

    expect(await within(app.dialog).findByText('15 horários livres')).toBeInTheDocument();
    await app.user.click(field(app.dialog, /Horário/));
    const times = await optionTexts(field(app.dialog, /Horário/));
    expect(times).toHaveLength(15);
    expect(times).not.toContain('09:00');
    expect(times).not.toContain('14:00');
    expect(times[0]).toBe('10:00');
    expect(times.at(-1)).toBe('17:30');

    const asked = app.fake.requests.find((r) => r.url.pathname === '/api/appointments/availability');
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
      serviceId: String(portuguesePassport.id),
      location: PORTUGUESE_PLACES[0],
      date: WEDNESDAY,
    });
  });

  it('says so when no time is free that day, pointing a client to the waitlist', async () => {
    const app = await openAs(
      regularUser,
      { serviceId: portuguesePassport.id, date: WEDNESDAY },
      {
        taken: ALL_TIMES,
      },
    );

    await choose(app, 'Local', PORTUGUESE_PLACES[0] ?? '');

    // The waitlist's offer says the day is full; the time field points to it, not saying it twice.
    expect(await within(app.dialog).findByText('Não há horários livres neste dia.')).toBeInTheDocument();
    expect(
      within(app.dialog).getByText('Escolha outra data ou outro local, ou entre na lista de espera abaixo.'),
    ).toBeInTheDocument();
    expect(
      within(app.dialog).queryByText('Nenhum horário livre nesta data. Escolha outra data ou outro local.'),
    ).not.toBeInTheDocument();
    expect(field(app.dialog, /Horário/)).toBeDisabled();
  });

  it('says today is over once its last time has begun in Brasília, offering no waitlist', async () => {
    const today = brasiliaDayAndTime().day;
    // 23:00 in Brasília (three hours behind UTC all year), whatever the machine's time zone.
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse(`${today}T23:00:00-03:00`));
    try {
      const app = await openAs(regularUser, { serviceId: portuguesePassport.id, date: today }, { taken: ALL_TIMES });
      await choose(app, 'Local', PORTUGUESE_PLACES[0] ?? '');

      expect(
        await within(app.dialog).findByText('Os horários deste dia já passaram. Escolha outra data.'),
      ).toBeInTheDocument();
      expect(within(app.dialog).queryByText('Não há horários livres neste dia.')).not.toBeInTheDocument();
    } finally {
      jest.restoreAllMocks();
    }
  });
});
