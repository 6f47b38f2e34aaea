import { test } from '@playwright/test';
import { expect, registerClient } from './people';
import { linkMailedTo } from './mails';
import { expectNoAccessibilityViolations, horizontalOverflow, saveScreenshot, viewports } from './support';

// The links of a client's appointment mail, end to end: booked by a signed-in client, the cancel
// link read from the .eml file the server wrote, opened signed out, confirmed, and the slot free again.

const SERVICE = 'Renovação de Passaporte';
const PLACE = 'Consulado Geral de Portugal em São Paulo';

/** The first weekday at least three days after today in São Paulo, as `yyyy-MM-dd`. */
function weekdayAhead(): string {
  const todayThere = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [year, month, date] = todayThere.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(year, month - 1, date + 3));
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

interface Slot {
  time: string;
  available: boolean;
}

test('a client cancels a booking from the link in its mail, signed out, and the slot is free again', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const client = await registerClient(page.request, 'Rosa Cancela Pereira');
  const services = (await (await page.request.get('/api/services')).json()) as { id: number; name: string }[];
  const serviceId = services.find((service) => service.name === SERVICE)?.id;
  expect(serviceId, SERVICE).toBeDefined();
  const date = weekdayAhead();
  const slotsOf = async () => {
    const answer = await page.request.get('/api/appointments/availability', {
      params: { serviceId: serviceId ?? 0, location: PLACE, date },
    });
    return (await answer.json()) as Slot[];
  };
  const time = (await slotsOf()).find((slot) => slot.available)?.time ?? '';
  expect(time).not.toBe('');

  const bookedAt = Date.now() - 1000;
  const booking = await page.request.post('/api/appointments', {
    data: { clientName: client.fullName, clientEmail: client.email, serviceId, location: PLACE, date, time },
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
    await expect(facts).toContainText(PLACE);
    await expect(facts).toContainText(time);
    await expect(facts).toContainText('Pendente');
    expect(await horizontalOverflow(linkPage)).toBeLessThanOrEqual(0);
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

  // The link was for one use.
  await linkPage.goto(link);
  await expect(linkPage.getByRole('alert')).toContainText('Este link já foi usado.');
  await expect(linkPage.getByRole('button', { name: 'Cancelar agendamento' })).toHaveCount(0);
  await reader.close();
});
