// Forms as a keyboard user meets them, in Chromium: a refused typed day, Escape in a date field,
// and the focus when staff edit an appointment from its details.
import { test } from '@playwright/test';
import { bookRenewal } from './bookings';
import { expect, newPerson, register, signInAsAdmin } from './people';
import { viewports } from './support';

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
  await page.getByRole('textbox', { name: /Motivo/ }).fill('Teste');
  await page.getByRole('button', { name: 'Fechar estes dias' }).click();
  await expect(last).toBeFocused();
  await expect(page.getByRole('article', { name: /15\/07\/2031/ })).toHaveCount(0);
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
