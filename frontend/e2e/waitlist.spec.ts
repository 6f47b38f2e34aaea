import { test } from '@playwright/test';
import { PORTO, renewalServiceId, renewalSlots, weekdayAhead } from './bookings';
import { linkMailedTo } from './mails';
import { expect, registerClient, signInAsAdmin } from './people';
import { expectNoAccessibilityViolations, horizontalOverflow, saveScreenshot, viewports } from './support';

// The waitlist, end to end: a full day, a client on its waitlist, another client who cancels from the
// link in their mail, and the hold mail's link, read from the .eml file, opened signed out and booked.

test('a waitlisted client gets the hold mail when another cancels, and books through its link', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const waiting = await registerClient(page.request, 'Vera Espera Lima');
  const otherContext = await browser.newContext();
  const other = await registerClient(otherContext.request, 'Caio Cancela Souza');
  const staffContext = await browser.newContext();
  await signInAsAdmin(staffContext.request);

  const serviceId = await renewalServiceId(page.request);
  const date = weekdayAhead(6);
  const slotsOf = () => renewalSlots(page.request, serviceId, date);

  // The other client takes one time; staff fill the rest of the day.
  const free = (await slotsOf()).filter((slot) => slot.available).map((slot) => slot.time);
  expect(free.length).toBeGreaterThan(0);
  const [theirs, ...rest] = free as [string, ...string[]];
  const bookedAt = Date.now() - 1000;
  const booking = await otherContext.request.post('/api/appointments', {
    data: { clientName: other.fullName, clientEmail: other.email, serviceId, location: PORTO, date, time: theirs },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  for (const time of rest) {
    const filled = await staffContext.request.post('/api/appointments', {
      data: {
        clientName: 'Balcão',
        clientEmail: 'balcao@cliente.example',
        serviceId,
        location: PORTO,
        date,
        time,
        status: 'confirmed',
      },
    });
    expect(filled.status(), await filled.text()).toBe(201);
  }
  expect((await slotsOf()).some((slot) => slot.available)).toBe(false);

  // The full day takes the waitlist, once.
  const join = () => page.request.post('/api/waitlist', { data: { serviceId, location: PORTO, date } });
  expect((await join()).status()).toBe(201);
  expect((await join()).status()).toBe(409);

  // The other client cancels from their mail's link.
  const cancelLink = await linkMailedTo(
    other.email,
    bookedAt,
    /https?:\/\/[^\s"<>]+\/agendamento\?id=\d+&acao=cancel&token=[0-9a-f]+/,
  );
  const cancelled = new URL(cancelLink).searchParams;
  const cancelledAt = Date.now() - 1000;
  const done = await otherContext.request.post('/api/self-service', {
    data: { appointment: Number(cancelled.get('id')), action: 'cancel', token: cancelled.get('token') },
  });
  expect(done.status(), await done.text()).toBe(200);
  // Held for the first in line: not free for anyone else.
  expect((await slotsOf()).find((slot) => slot.time === theirs)?.available).toBe(false);

  const holdLink = await linkMailedTo(
    waiting.email,
    cancelledAt,
    /https?:\/\/[^\s"<>]+\/lista-de-espera\/reserva\?token=[0-9a-f]+/,
  );
  const reader = await browser.newContext();
  const holdPage = await reader.newPage();
  for (const [name, viewport] of Object.entries(viewports)) {
    await holdPage.setViewportSize(viewport);
    await holdPage.goto(holdLink);
    await expect(holdPage.getByRole('heading', { level: 1, name: 'Horário reservado para você' })).toBeVisible();
    const facts = holdPage.getByRole('table', { name: 'Horário reservado' });
    await expect(facts).toContainText(PORTO);
    await expect(facts).toContainText(theirs);
    await expect.poll(() => horizontalOverflow(holdPage)).toBeLessThanOrEqual(0);
    await expectNoAccessibilityViolations(holdPage);
    await saveScreenshot(holdPage, `waitlist-hold-${name}`);
  }
  await holdPage.getByRole('button', { name: 'Agendar este horário' }).click();
  await expect(holdPage.getByText(/foi registrado e aguarda confirmação/)).toBeVisible();
  await expectNoAccessibilityViolations(holdPage);
  await saveScreenshot(holdPage, 'waitlist-booked-phone');

  const mine = (await (await page.request.get('/api/appointments')).json()) as {
    items: { date: string; time: string; location: string }[];
  };
  expect(mine.items.some((item) => item.date === date && item.time === theirs && item.location === PORTO)).toBe(true);

  // Staff see the line, with the booked entry.
  const line = (await (
    await staffContext.request.get('/api/waitlist', { params: { date, location: PORTO } })
  ).json()) as {
    clientEmail: string;
    status: string;
  }[];
  expect(line.find((entry) => entry.clientEmail === waiting.email)?.status).toBe('booked');
  await reader.close();
  await otherContext.close();
  await staffContext.close();
});
