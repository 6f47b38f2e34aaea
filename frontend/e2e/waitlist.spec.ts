import { test } from '@playwright/test';
import { PORTO, renewalServiceId, renewalSlots, weekdayAhead } from './bookings';
import { linkMailedTo } from './mails';
import { ITALIAN_SECTION_SENT } from '../src/features/appointments/testing/passport-sample';
import { expect, registerClient, signInAsAdmin } from './people';
import { expectNoAccessibilityViolations, horizontalOverflow, saveScreenshot, viewports } from './support';

// The waitlist, end to end: a full day, a client on its waitlist, another client who cancels from the
// link in their mail, and the hold mail's link, read from the .eml file, opened signed out and booked.

/** The link of the hold mail sent to `email` after `since`. */
const holdLinkMailedTo = (email: string, since: number) =>
  linkMailedTo(email, since, /https?:\/\/[^\s"<>]+\/lista-de-espera\/reserva\?token=[0-9a-f]+/);

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

  // The client sees the line they are in above their appointments.
  await page.goto('/appointments');
  const lines = page.getByRole('region', { name: 'Suas listas de espera' });
  await expect(lines).toContainText(date.split('-').reverse().join('/'));

  // The other client joins too, then leaves from their appointments page; the box says none is left.
  const joinOther = await otherContext.request.post('/api/waitlist', { data: { serviceId, location: PORTO, date } });
  expect(joinOther.status()).toBe(201);
  const otherPage = await otherContext.newPage();
  await otherPage.goto('/appointments');
  const theirLines = otherPage.getByRole('region', { name: 'Suas listas de espera' });
  await theirLines.getByRole('button', { name: /^Sair da lista de espera de / }).click();
  const leave = otherPage.getByRole('dialog', { name: 'Sair da lista de espera?' });
  await leave.getByRole('button', { name: 'Sair da lista de espera' }).click();
  await expect(theirLines).toContainText('Você não está em nenhuma lista de espera.');
  // The button went with the line; the focus is on the box's title, not lost on the page (the
  // suite runs with reduced motion, where the question closes before the list is read again).
  await expect(theirLines.getByText('Suas listas de espera', { exact: true })).toBeFocused();
  await otherPage.close();

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

  const holdLink = await holdLinkMailedTo(waiting.email, cancelledAt);
  // Their home page says so too, until when, and books it there.
  for (const [name, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await page.goto('/home');
    const notice = page.getByRole('region', {
      name: `Um horário ficou livre para você: ${date.split('-').reverse().join('/')} às ${theirs}`,
    });
    await expect(notice).toContainText(PORTO);
    await expect(notice).toContainText('(horário de Brasília)');
    await expect(notice.getByRole('button', { name: /^Agendar agora o horário reservado/ })).toBeVisible();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAccessibilityViolations(page);
    await saveScreenshot(page, `waitlist-home-notice-${name}`);
  }
  await page.setViewportSize(viewports.desktop);
  // Signed in, the client can book the held slot from the box too; here they only look.
  await page.goto('/appointments');
  await lines.getByRole('button', { name: /^Agendar agora o horário reservado/ }).click();
  const ownHold = page.getByRole('dialog', { name: 'Horário reservado para você' });
  await expect(ownHold.getByRole('button', { name: 'Agendar este horário' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'waitlist-own-hold-desktop');
  await page.keyboard.press('Escape');
  await expect(ownHold).toBeHidden();
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

const ITALIAN_PASSPORT = 'Agendamento de Passaporte Italiano';
const ROMA = 'Consulado Geral da Itália em São Paulo';
const PASSPORT_DATA = { clientPhone: '+55 11 98888-7777', ...ITALIAN_SECTION_SENT };

test('the hold of an Italian passport asks for the passport data, and staff confirm that booking', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const waiting = await registerClient(page.request, 'Livia Passaporte Rossi');
  const staffContext = await browser.newContext();
  const staff = staffContext.request;
  await signInAsAdmin(staff);
  const services = (await (await staff.get('/api/services')).json()) as { id: number; name: string }[];
  const serviceId = services.find((service) => service.name === ITALIAN_PASSPORT)?.id;
  expect(serviceId, 'the seed has the Italian passport').toBeDefined();
  const date = weekdayAhead(16);

  // Staff fill the day at the Italian consulate, then the client waits for it.
  const slots = (await (
    await staff.get('/api/appointments/availability', { params: { serviceId: serviceId ?? 0, location: ROMA, date } })
  ).json()) as { time: string; available: boolean }[];
  const booked: { id: number; time: string }[] = [];
  const counter = (time: string) => ({
    clientName: 'Balcão',
    clientEmail: 'balcao@cliente.example',
    serviceId,
    location: ROMA,
    date,
    time,
    ...PASSPORT_DATA,
  });
  for (const { time } of slots.filter((slot) => slot.available)) {
    const filled = await staff.post('/api/appointments', { data: { ...counter(time), status: 'confirmed' } });
    expect(filled.status(), await filled.text()).toBe(201);
    booked.push({ id: ((await filled.json()) as { id: number }).id, time });
  }
  const joined = await page.request.post('/api/waitlist', { data: { serviceId, location: ROMA, date } });
  expect(joined.status(), await joined.text()).toBe(201);

  // Staff cancel one: it is held for the client, who gets the link.
  const [freed] = booked;
  expect(freed).toBeDefined();
  const cancelledAt = Date.now() - 1000;
  const cancel = await staff.put(`/api/appointments/${String(freed?.id)}`, {
    data: { ...counter(freed?.time ?? ''), status: 'cancelled' },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);
  const holdLink = await holdLinkMailedTo(waiting.email, cancelledAt);

  const reader = await browser.newContext();
  const holdPage = await reader.newPage();
  await holdPage.setViewportSize(viewports.phone);
  await holdPage.goto(holdLink);
  await expect(holdPage.getByText('Documentos necessários para o passaporte italiano')).toBeVisible();
  const book = holdPage.getByRole('button', { name: 'Agendar este horário' });
  await book.click();
  await expect(holdPage.getByText('Número A.I.R.E. é obrigatório')).toBeVisible();
  await expect(holdPage.getByText('Telefone é obrigatório')).toBeVisible();

  const box = (name: string) => holdPage.getByRole('textbox', { name, exact: true });
  await box('Telefone').fill(PASSPORT_DATA.clientPhone);
  await box('Data de nascimento').fill('10/05/1990');
  await box('Local de nascimento').fill(PASSPORT_DATA.birthPlace);
  await box('Endereço atual').fill(PASSPORT_DATA.currentAddress);
  await box('Tipo de documento').click();
  await holdPage.getByRole('option', { name: 'RG', exact: true }).click();
  await box('Número do documento').fill(PASSPORT_DATA.documentNumber);
  await box('Data de emissão').fill('20/01/2015');
  await box('Data de validade').fill('20/01/2035');
  await box('Órgão emissor').fill(PASSPORT_DATA.documentIssuer);
  await box('Número A.I.R.E.').fill(PASSPORT_DATA.aireRegistrationNumber);
  await expect.poll(() => horizontalOverflow(holdPage)).toBeLessThanOrEqual(0);
  await expectNoAccessibilityViolations(holdPage);
  await saveScreenshot(holdPage, 'waitlist-hold-italian-phone');
  await book.click();
  await expect(holdPage.getByText(/foi registrado e aguarda confirmação/)).toBeVisible();

  // The booking carries the data, so staff confirm it with the form's full check.
  const mine = (await (await page.request.get('/api/appointments')).json()) as {
    items: { id: number; date: string; time: string }[];
  };
  const held = mine.items.find((item) => item.date === date && item.time === freed?.time);
  expect(held, 'the held slot is booked').toBeDefined();
  const stored = (await (await staff.get(`/api/appointments/${String(held?.id)}`)).json()) as Record<string, unknown>;
  expect(stored.aireRegistrationNumber).toBe(PASSPORT_DATA.aireRegistrationNumber);
  const confirm = await staff.put(`/api/appointments/${String(held?.id)}`, {
    data: { ...stored, status: 'confirmed' },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  await reader.close();
  await staffContext.close();
});
