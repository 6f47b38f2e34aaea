import { expect, test, type Page, type Response } from '@playwright/test';
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

  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('every script the page downloads asks V8 to compile it off the main thread as it arrives', async ({ page }) => {
  const hint = '//# allFunctionsCalledOnLoad\n';
  const scripts = new Set<string>();
  const seen = (response: Response) => {
    if (/^\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) scripts.add(response.url());
  };
  page.on('response', seen);
  await page.goto('/auth');
  await expect(page.getByRole('textbox', { name: 'Nome de usuário' })).toBeEditable();
  page.off('response', seen);

  // The start-up's two scripts and at least the sign-in page's own chunk, as the server sends them.
  expect(scripts.size).toBeGreaterThanOrEqual(3);
  for (const url of scripts) {
    const text = await (await page.request.get(url)).text();
    expect(text.slice(0, hint.length), url).toBe(hint);
  }
});

test.describe('the sign-in page drawn at build time', () => {
  const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Portal do Cliente' });

  for (const [viewportName, viewport] of Object.entries(viewports)) {
    test(`shows before the scripts, at ${viewportName} size, where the live page then draws`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/auth');

      const root = page.locator('#root');
      await expect(root).toHaveAttribute('data-prerendered', 'anonymous');
      await expect(root).toHaveAttribute('inert', '');
      await expect(page.locator('h1')).toHaveText('Portal do Cliente');
      const field = page.locator('#root input:not([type="radio"])').first();
      await expect(page.locator('#root [name]')).toHaveCount(0);
      await field.focus();
      await expect(field).not.toBeFocused();
      const drawn = await page.locator('h1').boundingBox();
      await saveScreenshot(page, `auth-drawn-${viewportName}`);

      const lateNotice = page.getByText('O portal ainda está carregando.', { exact: false });
      await expect(lateNotice).toBeHidden();
      if (viewportName === 'phone') {
        // Still inert a while later: the scripts will not come, and the page says so.
        await expect(lateNotice).toBeVisible({ timeout: 15_000 });
        await saveScreenshot(page, 'auth-drawn-late-phone');
      }

      await page.unrouteAll();
      await page.reload();
      await expect(root).not.toHaveAttribute('inert');
      await expect(root).not.toHaveAttribute('data-prerendered');
      expect(await heading(page).boundingBox()).toEqual(drawn);
      await expect(lateNotice).toBeHidden();
      await page.getByRole('textbox', { name: 'Nome de usuário' }).fill('maria');
      await expect(page.getByRole('textbox', { name: 'Nome de usuário' })).toHaveValue('maria');
    });
  }

  test('is not sent to a browser that chose the dark scheme, nor can it be opened at its own address', async ({
    page,
  }) => {
    expect((await page.request.get('/prerendered/anonymous/auth.html')).status()).toBe(404);
    const drawn = async () => (await (await page.request.get('/auth')).text()).includes('data-prerendered');
    await page.goto('/auth');
    expect(await drawn()).toBe(true);

    await page.getByText('Escuro', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await drawn()).toBe(false);

    await page.getByText('Claro', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(await drawn()).toBe(true);
  });
});
