import { test, type Page } from '@playwright/test';
import { expect, registerClient } from './people';
import { expectNoAccessibilityViolations, horizontalOverflow, saveScreenshot, viewports } from './support';

/** A segment of the view switch: its radio is visually hidden, so the label is what one clicks. */
const segment = (page: Page, name: string) => page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });

test("the appointments page shows the month calendar beside the list with 'Calendário'", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await registerClient(page.request, 'Helena Costa');

  await page.goto('/appointments');
  await segment(page, 'Calendário').click();
  await expect(page.getByRole('radio', { name: 'Calendário' })).toBeChecked();
  await expect(page).toHaveURL(/\?view=calendario$/);
  await expect(page.getByRole('button', { name: 'Próximo mês' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'appointments-calendar-view-desktop');

  await page.setViewportSize(viewports.phone);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Próximo mês' })).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'appointments-calendar-view-phone');

  await segment(page, 'Lista').click();
  await expect(page).toHaveURL(/\/appointments$/);
});
