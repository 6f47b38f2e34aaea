import { test } from '@playwright/test';
import { expect, registerClient } from './people';
import { PORTO, renewalServiceId, renewalSlots, weekdayAhead } from './bookings';
import { linkMailedTo } from './mails';
import { expectNoAccessibilityViolations, horizontalOverflow, saveScreenshot, viewports } from './support';

// The links of a client's appointment mail, end to end: booked by a signed-in client, the cancel
// link read from the .eml file the server wrote, opened signed out, confirmed, and the slot free again.

test('a client cancels a booking from the link in its mail, signed out, and the slot is free again', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const client = await registerClient(page.request, 'Rosa Cancela Pereira');
  const serviceId = await renewalServiceId(page.request);
  const date = weekdayAhead(3);
  const slotsOf = () => renewalSlots(page.request, serviceId, date);
  const time = (await slotsOf()).find((slot) => slot.available)?.time ?? '';
  expect(time).not.toBe('');

  const bookedAt = Date.now() - 1000;
  const booking = await page.request.post('/api/appointments', {
    data: { clientName: client.fullName, clientEmail: client.email, serviceId, location: PORTO, date, time },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  expect((await slotsOf()).find((slot) => slot.time === time)?.available).toBe(false);

  const link = await linkMailedTo(
    client.email,
    bookedAt,
    /https?:\/\/[^\s"<>]+\/agendamento\?id=\d+&acao=cancel&token=[0-9a-f]+/,
  );

  // Whoever opens the mail need not be signed in: a fresh browser context.
  const reader = await browser.newContext();
  const linkPage = await reader.newPage();
  for (const [name, viewport] of Object.entries(viewports)) {
    await linkPage.setViewportSize(viewport);
    await linkPage.goto(link);
    await expect(linkPage.getByRole('heading', { level: 1, name: 'Cancelar agendamento' })).toBeVisible();
    const facts = linkPage.getByRole('table', { name: 'Dados do agendamento' });
    await expect(facts).toContainText(PORTO);
    await expect(facts).toContainText(time);
    await expect(facts).toContainText('Pendente');
    await expect.poll(() => horizontalOverflow(linkPage)).toBeLessThanOrEqual(0);
    await expectNoAccessibilityViolations(linkPage);
    await saveScreenshot(linkPage, `self-service-cancel-${name}`);
  }
  // Opening the link (twice) changed nothing.
  expect((await slotsOf()).find((slot) => slot.time === time)?.available).toBe(false);

  await linkPage.getByRole('button', { name: 'Cancelar agendamento' }).click();
  await expect(linkPage.getByText('Agendamento cancelado. O horário foi liberado.')).toBeVisible();
  await expect(linkPage.getByRole('table', { name: 'Dados do agendamento' })).toContainText('Cancelado');
  await expectNoAccessibilityViolations(linkPage);
  await saveScreenshot(linkPage, 'self-service-cancelled-phone');
  expect((await slotsOf()).find((slot) => slot.time === time)?.available).toBe(true);

  // The link was for one use, and says what became of the appointment.
  await linkPage.goto(link);
  await expect(linkPage.getByRole('alert')).toContainText('Este agendamento foi cancelado');
  await expect(linkPage.getByRole('button', { name: 'Cancelar agendamento' })).toHaveCount(0);
  await reader.close();
});

test('a client moves a booking to another day from the link in its mail, typing the day on a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const client = await registerClient(page.request, 'Rui Remarca Souza');
  const serviceId = await renewalServiceId(page.request);
  const [date, newDate] = [weekdayAhead(9), weekdayAhead(12)];
  const time = (await renewalSlots(page.request, serviceId, date)).find((slot) => slot.available)?.time ?? '';
  const newTime = (await renewalSlots(page.request, serviceId, newDate)).find((slot) => slot.available)?.time ?? '';
  expect([time, newTime]).not.toContain('');

  const bookedAt = Date.now() - 1000;
  const booking = await page.request.post('/api/appointments', {
    data: { clientName: client.fullName, clientEmail: client.email, serviceId, location: PORTO, date, time },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  const link = await linkMailedTo(
    client.email,
    bookedAt,
    /https?:\/\/[^\s"<>]+\/agendamento\?id=\d+&acao=reschedule&token=[0-9a-f]+/,
  );

  const reader = await browser.newContext({ viewport: viewports.phone });
  const linkPage = await reader.newPage();
  await linkPage.goto(link);
  await expect(linkPage.getByRole('heading', { level: 1, name: 'Remarcar agendamento' })).toBeVisible();
  const [year, month, day] = newDate.split('-');
  await linkPage.getByRole('textbox', { name: 'Nova data' }).fill(`${day}/${month}/${year}`);
  const times = linkPage.getByRole('radiogroup', { name: 'Novo horário' });
  await times.getByLabel(newTime).check();
  await expect.poll(() => horizontalOverflow(linkPage)).toBeLessThanOrEqual(0);
  await expectNoAccessibilityViolations(linkPage);
  await saveScreenshot(linkPage, 'self-service-reschedule-phone');
  await linkPage.getByRole('button', { name: 'Remarcar' }).click();

  await expect(linkPage.getByText(`Agendamento remarcado para ${day}/${month}/${year} às ${newTime}.`)).toBeVisible();
  const slotOf = async (on: string, at: string) =>
    (await renewalSlots(page.request, serviceId, on)).find((slot) => slot.time === at)?.available;
  expect(await slotOf(date, time)).toBe(true);
  expect(await slotOf(newDate, newTime)).toBe(false);
  await reader.close();
});
