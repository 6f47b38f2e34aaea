import { test } from '@playwright/test';
import path from 'node:path';
import { bookRenewal } from './bookings';
import { linkMailedTo } from './mails';
import { expect, registerClient, signInAsAdmin } from './people';
import {
  expectNoAccessibilityViolations,
  horizontalOverflow,
  saveScreenshot,
  SCREENSHOT_DIR,
  viewports,
} from './support';

// Staff see what became of an appointment's mails and send one again.

interface Mail {
  id: number;
  kind: string;
  recipient: string;
  status: string;
}

test("staff open an appointment and see its mails with their status, and resend the client's confirmation", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const client = await registerClient(page.request, 'Marta Reenvio');
  const booked = await bookRenewal(page.request, client, '14:00');

  const adminContext = await browser.newContext({ viewport: viewports.desktop });
  try {
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage.request);
    // The outbox worker sends the confirmation within moments; the reminders wait for their time.
    const mailsOf = async () =>
      (await (await adminPage.request.get(`/api/appointments/${booked.id}/mails`)).json()) as Mail[];
    await expect.poll(async () => (await mailsOf()).find((mail) => mail.kind === 'confirmation')?.status).toBe('sent');
    const before = await mailsOf();
    expect(before.filter((mail) => mail.kind === 'reminder').map((mail) => mail.status)).toEqual(['queued', 'queued']);

    await adminPage.goto('/appointments');
    const filters = adminPage.getByRole('search', { name: 'Filtrar agendamentos' });
    await filters.getByRole('searchbox', { name: 'Buscar cliente' }).fill(client.email);
    const row = adminPage.getByRole('row').filter({ hasText: client.fullName });
    await row.getByRole('button', { name: /Ver detalhes/i }).click();
    const details = adminPage.getByRole('dialog', { name: 'Detalhes do Agendamento' });
    const panel = details.getByRole('region', { name: 'E-mails do agendamento' });
    const mailRows = panel.getByRole('listitem');
    await expect(mailRows).toHaveCount(before.length);
    const confirmation = mailRows.filter({ hasText: 'Confirmação' }).filter({ hasText: client.email });
    await expect(confirmation).toContainText('Enviado');
    await expect(mailRows.filter({ hasText: 'Lembrete' })).toHaveCount(2);
    await expect(mailRows.filter({ hasText: 'Lembrete' }).first()).toContainText('Na fila');
    await expect(mailRows.filter({ hasText: 'Aviso à equipe' }).first()).toBeVisible();
    // A queued mail is not offered again.
    await expect(mailRows.filter({ hasText: 'Lembrete' }).getByRole('button')).toHaveCount(0);
    await expectNoAccessibilityViolations(adminPage);
    await saveScreenshot(adminPage, 'appointment-mails-desktop');

    const resentAt = Date.now();
    await confirmation.getByRole('button', { name: `Reenviar Confirmação para ${client.email}` }).click();
    await expect(adminPage.getByText('E-mail colocado na fila de envio')).toBeVisible();
    await expect(mailRows).toHaveCount(before.length + 1);
    await expect(mailRows.filter({ hasText: 'Confirmação' }).filter({ hasText: client.email })).toHaveCount(2);
    // The copy really leaves: a new mail to the client, with the link to the portal.
    expect(await linkMailedTo(client.email, resentAt, /http:\/\/[^\s"<>]+\/appointments/)).toMatch(/\/appointments$/);
    await expect
      .poll(async () => (await mailsOf()).filter((mail) => mail.status === 'sent').length)
      .toBeGreaterThan(before.filter((mail) => mail.status === 'sent').length);

    await adminPage.setViewportSize(viewports.phone);
    await expect(panel).toBeVisible();
    await expect.poll(() => horizontalOverflow(adminPage)).toBeLessThanOrEqual(0);
    await expectNoAccessibilityViolations(adminPage);
    // The dialog fills the phone's screen: the window is what staff see.
    await adminPage.screenshot({ path: path.join(SCREENSHOT_DIR, 'appointment-mails-phone.png') });
  } finally {
    await adminContext.close();
  }
});
