// Forms as a keyboard or mouse user meets them, in Chromium: a refused typed day, Escape in a date
// field, the focus when staff edit an appointment from its details, and a send button pushed down
// by a field's message while it is pressed.
import { test } from '@playwright/test';
import { bookRenewal } from './bookings';
import { expect, newPerson, register, registerClient, signInAsAdmin } from './people';
import { saveScreenshot, viewports } from './support';

test('a refused last day holds the closure, even when the field is revisited', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await signInAsAdmin(page.request);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Fechamentos e feriados' }).click();
  await page.getByRole('textbox', { name: /Primeiro dia/ }).fill('15/07/2031');
  const last = page.getByRole('textbox', { name: /Último dia/ });
  await last.click();
  await page.keyboard.type('31/07/2O31');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Data inválida: use dd/mm/aaaa.')).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Data inválida: use dd/mm/aaaa.')).toBeVisible();
  // What was typed stays for the person to correct.
  await expect(last).toHaveValue('31/07/2O31');
  await saveScreenshot(page, 'day-refused-kept-desktop');
  await page.getByRole('textbox', { name: /Motivo/ }).fill('Teste');
  await page.getByRole('button', { name: 'Fechar estes dias' }).click();
  await expect(last).toBeFocused();
  await expect(page.getByRole('article', { name: /15\/07\/2031/ })).toHaveCount(0);
});

test('on a phone, the × over a refused last day empties it and keeps the calendar shut until asked', async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  await signInAsAdmin(page.request);
  await page.goto('/admin/closures');
  const last = page.getByRole('textbox', { name: /Último dia/ });
  await last.click();
  await page.keyboard.type('31/02/2031');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Esta data não existe: confira o dia e o mês.')).toBeVisible();

  await page.getByRole('button', { name: 'Limpar campo' }).click();
  await expect(last).toBeFocused();
  await expect(last).toHaveValue('');
  await expect(page.getByText('Esta data não existe: confira o dia e o mês.')).toHaveCount(0);
  await saveScreenshot(page, 'day-cleared-phone');
  // The calendar would cover the field's label on a phone: it waits for a click or a key. Checked
  // after the screenshot, so that a calendar opening late would have had the time to show.
  await expect(page.getByRole('button', { name: 'Próximo mês' })).toHaveCount(0);
  await last.click();
  await expect(page.getByRole('button', { name: 'Próximo mês' })).toBeVisible();
});

test('Escape in a date field of a dialog closes the calendar, not the dialog', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await signInAsAdmin(page.request);
  await page.goto('/admin/cases');
  await page.getByRole('button', { name: 'Novo processo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo processo' });
  await dialog.getByRole('textbox', { name: /Data de início/ }).click();
  await expect(page.getByRole('button', { name: 'Próximo mês' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Próximo mês' })).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('editing from the details keeps the focus in the edit dialog, twice', async ({ page, browser }) => {
  const ctx = await browser.newContext();
  const client = newPerson('kbd');
  await register(ctx.request, client);
  await bookRenewal(ctx.request, client, '15:00');
  await ctx.close();
  await page.setViewportSize(viewports.desktop);
  await signInAsAdmin(page.request);
  await page.goto('/appointments');
  const row = page.getByRole('row').filter({ hasText: client.fullName });
  for (let round = 0; round < 2; round += 1) {
    await row.getByRole('button', { name: /Ver Detalhes/ }).click();
    await page.getByRole('dialog', { name: 'Detalhes do Agendamento' }).getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Agendamento' });
    await expect(edit).toBeVisible();
    // Past the moment the closing details would have handed the focus back (nothing to await).
    await page.waitForTimeout(400);
    expect(await edit.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await expect(edit).toBeHidden();
  }
});

test("a click on 'Enviar solicitação' sends, though leaving a field pushes the button down", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await registerClient(page.request, 'Clique Deslocado');
  await page.goto('/italian-citizenship?type=contra-decreto');
  const name = page.getByLabel(/Nome completo/);
  await name.fill('');
  await page.getByLabel(/Detalhes do caso/).fill('Pedido negado.');
  // A phone too short, still being typed: its message shows as the press takes the focus away.
  await page.getByLabel(/Telefone\/WhatsApp/).fill('4199');
  const send = page.getByRole('button', { name: 'Enviar solicitação' });
  await send.scrollIntoViewIfNeeded();
  const topOnPage = () => send.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
  const pressedAt = await topOnPage();
  const box = await send.boundingBox();
  if (!box) throw new Error('the send button is not drawn');
  // A person's press lasts long enough for the message to show before the release.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(page.getByText(/Telefone inválido/)).toBeVisible();
  expect(await topOnPage()).toBeGreaterThan(pressedAt);
  await page.mouse.up();
  // The form was checked as a whole: the focus went to its first field in error.
  await expect(name).toBeFocused();
});
