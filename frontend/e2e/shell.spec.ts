import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations, horizontalOverflow, saveScreenshot, viewports } from './support';

const signInTitle = { name: 'Entrar ou criar conta' };
const notFoundTitle = { level: 1, name: '404 Page Not Found' } as const;

test('a visitor who is not signed in lands on /auth from /', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', signInTitle)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Portal do Cliente' })).toBeVisible();
  await expect(page).toHaveTitle('Facilitando Burocracias');
});

test("an unknown path shows '404 Page Not Found' and leads back to the start", async ({ page }) => {
  await page.goto('/nao-existe');

  await expect(page.getByRole('heading', notFoundTitle)).toBeVisible();
  await expect(page).toHaveURL(/\/nao-existe$/);

  await page.getByRole('link', { name: 'Voltar ao início' }).click();

  await expect(page).toHaveURL(/\/auth$/);
});

for (const [viewportName, viewport] of Object.entries(viewports)) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`at ${viewportName} size in the ${theme} theme`, () => {
      test.use({ viewport });

      test.beforeEach(async ({ page }) => {
        await page.addInitScript((chosen) => {
          window.localStorage.setItem('theme', chosen);
        }, theme);
      });

      test('the sign-in page is accessible', async ({ page }) => {
        await page.goto('/auth');
        await expect(page.getByRole('heading', signInTitle)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);

        await expectNoAccessibilityViolations(page);
        await saveScreenshot(page, `auth-${viewportName}-${theme}`);
      });

      test('the 404 page is accessible', async ({ page }) => {
        await page.goto('/nao-existe');
        await expect(page.getByRole('heading', notFoundTitle)).toBeVisible();

        await expectNoAccessibilityViolations(page);
        await saveScreenshot(page, `not-found-${viewportName}-${theme}`);
      });
    });
  }
}

test('the sign-in page fits a phone screen without scrolling sideways', async ({ page }) => {
  await page.setViewportSize(viewports.phone);
  await page.goto('/auth');
  await expect(page.getByRole('heading', signInTitle)).toBeVisible();

  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
