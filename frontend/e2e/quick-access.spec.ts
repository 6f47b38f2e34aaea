import { test, type Download, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { readFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import { bookableDay, bookRenewal, PORTO, RENEWAL } from './bookings';
import { expect, registerClient, signInAsAdmin, signInThroughForm, signOut } from './people';
import { expectNoAccessibilityViolations, horizontalOverflow, saveScreenshot, viewports } from './support';

// Quick-access and invite QR codes, the demonstration dashboard, and the installable app offline.

const PASSPORT = 'Agendamento de Passaporte Italiano';

/** What a downloaded QR code says, read back from its PNG. */
async function decodeQr(download: Download): Promise<string> {
  const file = await download.path();
  const png = PNG.sync.read(await readFile(file));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, 'the PNG holds a readable QR code').not.toBeNull();
  return code?.data ?? '';
}

async function downloadPng(page: Page, open: () => Promise<void>) {
  const downloading = page.waitForEvent('download');
  await open();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^[a-z-]+-\d{8}-\d{6}\.png$/);
  return download;
}

test('a client makes a QR code for the Italian passport, downloads it, and its link opens the booking with the service chosen', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewports.desktop);
  const client = await registerClient(page.request, 'Lucia Marino');

  await page.goto('/quick-access');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso Rápido' })).toBeVisible();
  const link = `${baseURL ?? ''}/appointments?type=passport&country=italia`;
  await expect(page.getByRole('textbox', { name: 'URL completa' })).toHaveValue(link);
  await expect(page.getByRole('img', { name: `QR code para ${link}` })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'quick-access-desktop');

  const download = await downloadPng(page, async () => {
    await page.getByRole('button', { name: 'Baixar' }).click();
    await page.getByRole('menuitem', { name: 'Baixar PNG' }).click();
  });
  await expect(page.getByText('QR Code baixado')).toBeVisible();
  const decoded = await decodeQr(download);
  expect(decoded).toBe(link);

  // Another site is refused in the custom tab.
  await page.getByRole('tab', { name: 'Personalizado' }).click();
  const custom = page.getByRole('textbox', { name: /URL do portal/ });
  await custom.fill('https://outro-site.example/');
  await expect(page.getByText(/Só são aceitos endereços deste portal/).first()).toBeVisible();
  await custom.fill('/documents');
  await expect(page.getByRole('textbox', { name: 'URL completa' })).toHaveValue(`${baseURL ?? ''}/documents`);

  // The phone layout, with no sideways scroll.
  await page.setViewportSize(viewports.phone);
  await page.goto('/quick-access');
  await expect(page.getByRole('img', { name: /^QR code para/ })).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'quick-access-phone');

  // Following the code's link opens the booking with the passport service chosen.
  await page.setViewportSize(viewports.desktop);
  await page.goto(decoded);
  const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(dialog.getByRole('textbox', { name: 'Serviço', exact: true })).toHaveValue(PASSPORT);

  // Read while signed out, the link asks to sign in first and then opens the same booking.
  await page.keyboard.press('Escape');
  await signOut(page);
  await page.goto(decoded);
  await expect(page).toHaveURL(/\/auth\?next=/);
  await signInThroughForm(page, client.username, client.password);
  await expect(page).toHaveURL(/\/appointments\?type=passport&country=italia$/);
  await expect(dialog.getByRole('textbox', { name: 'Serviço', exact: true })).toHaveValue(PASSPORT);
});

/** A Mantine calendar day button's name: '12 março 2031'. */
function calendarDayName(iso: string): string {
  const [year, month, date] = iso.split('-').map(Number) as [number, number, number];
  const monthName = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', month: 'long' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
  return `${String(date)} ${monthName} ${String(year)}`;
}

test('a priority QR code made by staff books the Portuguese passport as priority, and staff see it marked in the agenda', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(viewports.desktop);
  const client = await registerClient(page.request, 'Rosa Priori');

  // A client's page makes codes without the priority switch: priority links are the team's.
  await page.goto('/quick-access');
  await expect(page.getByRole('textbox', { name: 'URL completa' })).toBeVisible();
  await expect(page.getByRole('switch', { name: /Atendimento prioritário/ })).toHaveCount(0);

  const adminContext = await browser.newContext({ viewport: viewports.desktop });
  try {
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage.request);
    await adminPage.goto('/quick-access');
    const service = adminPage.getByRole('textbox', { name: 'Serviço', exact: true });
    await service.click();
    await adminPage.getByRole('option', { name: 'Passaporte Português', exact: true }).click();
    await adminPage.getByRole('switch', { name: /Atendimento prioritário/ }).check();
    const link = `${baseURL ?? ''}/appointments?type=passport&country=portugal&priority=true`;
    await expect(adminPage.getByRole('textbox', { name: 'URL completa' })).toHaveValue(link);
    const download = await downloadPng(adminPage, async () => {
      await adminPage.getByRole('button', { name: 'Baixar' }).click();
      await adminPage.getByRole('menuitem', { name: 'Baixar PNG' }).click();
    });
    const decoded = await decodeQr(download);
    expect(decoded).toBe(link);

    // The link opens the booking with the service chosen, telling the client it is priority.
    await page.goto(decoded);
    const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
    await expect(dialog.getByRole('textbox', { name: 'Serviço', exact: true })).toHaveValue(RENEWAL);
    await expect(dialog.getByText(/a equipe verá este pedido marcado como prioridade/)).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Atendimento prioritário' })).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
    await saveScreenshot(page, 'quick-access-priority-booking-desktop');
    const place = dialog.getByRole('textbox', { name: 'Local', exact: true });
    await place.click();
    await page.getByRole('option', { name: PORTO, exact: true }).click();
    await dialog.getByRole('button', { name: /^Data/ }).click();
    const day = bookableDay();
    const [year, month] = day.split('-').map(Number) as [number, number];
    const now = new Date();
    for (let i = 0; i < (year - now.getFullYear()) * 12 + month - 1 - now.getMonth(); i += 1) {
      await page.getByRole('button', { name: 'Próximo mês' }).click();
    }
    await page.getByRole('button', { name: calendarDayName(day), exact: true }).click();
    const time = dialog.getByRole('textbox', { name: 'Horário', exact: true });
    await expect(time).toBeEnabled();
    await time.click();
    await page.getByRole('option', { name: '15:30', exact: true }).click();
    await dialog.getByRole('button', { name: 'Agendar' }).click();
    await expect(page.getByText('Agendamento criado com sucesso e notificação enviada')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).search).toBe('');

    // Staff see 'Prioridade' on it in the agenda, and list only the priority ones.
    await adminPage.goto('/appointments');
    const filters = adminPage.getByRole('search', { name: 'Filtrar agendamentos' });
    await filters.getByRole('checkbox', { name: 'Só prioritários' }).check();
    const row = adminPage.getByRole('row').filter({ hasText: client.fullName });
    await expect(row).toContainText('Prioridade');
    await expect(row).toContainText(RENEWAL);
    await expect(row).toContainText('15:30');
    await expectNoAccessibilityViolations(adminPage);
    await saveScreenshot(adminPage, 'quick-access-priority-agenda-desktop');
    await row.getByRole('button', { name: /Ver detalhes/i }).click();
    const details = adminPage.getByRole('dialog', { name: 'Detalhes do Agendamento' });
    await expect(details.getByText('Prioridade')).toBeVisible();
    await adminPage.setViewportSize(viewports.phone);
    await details.getByRole('button', { name: 'Fechar' }).last().click();
    const card = adminPage.getByRole('listitem').filter({ hasText: client.fullName });
    await expect(card).toContainText('Prioridade');
    await expect.poll(() => horizontalOverflow(adminPage)).toBeLessThanOrEqual(0);
    await expectNoAccessibilityViolations(adminPage);
    await saveScreenshot(adminPage, 'quick-access-priority-agenda-phone');
  } finally {
    await adminContext.close();
  }
});

test("an administrator shares the portal's address as a QR code and shows the demonstration dashboard", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewports.desktop);
  await signInAsAdmin(page.request);

  await page.goto('/invite');
  const address = `${baseURL ?? ''}/`;
  await expect(page.getByRole('img', { name: `QR code com o endereço do portal, ${address}` })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'invite-desktop');
  const download = await downloadPng(page, () => page.getByRole('button', { name: 'Baixar PNG' }).click());
  expect(await decodeQr(download)).toBe(address);

  await page.getByRole('tab', { name: 'iPhone/iPad' }).click();
  await expect(page.getByRole('heading', { name: 'Instalar no iPhone ou iPad (Safari)' })).toBeVisible();
  await page.setViewportSize(viewports.phone);
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'invite-install-phone');

  await page.setViewportSize(viewports.desktop);
  await page.goto('/demo');
  await expect(page.getByText(/Nada nesta página é real/)).toBeVisible();
  const total = page.getByRole('article').filter({ hasText: 'Total de agendamentos' });
  await expect(total).toContainText('24');
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'demo-desktop');
  await page.setViewportSize(viewports.phone);
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'demo-phone');
});

const offlineCacheNames = (page: Page) => page.evaluate(async () => caches.keys());

test('the portal installs, opens offline with the next appointment card, and forgets it at sign-out', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewports.desktop);
  const client = await registerClient(page.request, 'Tomás Pereira');
  const booked = await bookRenewal(page.request, client, '11:00');

  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The manifest, its icons and the worker.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifestResponse = await page.request.get('/manifest.webmanifest');
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as { name: string; icons: { src: string; purpose: string }[] };
  expect(manifest.name).toBe('Portal Facilitando Burocracias');
  expect(manifest.icons.map((icon) => icon.purpose)).toEqual(expect.arrayContaining(['any', 'maskable']));
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);

  // The dashboard kept the client's next appointment on the device.
  await expect.poll(() => offlineCacheNames(page)).toContain('portal-offline-cards');

  // No network: the app still opens, says so, and shows the card.
  await context.setOffline(true);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Você está sem conexão' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Renovação de Passaporte' });
  await expect(card).toContainText('Consulado Geral de Portugal em São Paulo');
  await expect(card).toContainText('11:00');
  await expect(card.getByRole('img', { name: `QR code do agendamento nº ${booked.id} para a recepção` })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'offline-desktop');
  await page.setViewportSize(viewports.phone);
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'offline-phone');

  // Back online, signing out erases the kept appointments.
  await context.setOffline(false);
  await page.setViewportSize(viewports.desktop);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await signOut(page);
  expect(await offlineCacheNames(page)).not.toContain('portal-offline-cards');
});
