import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectNoAccessibilityViolations, saveScreenshot, viewports } from './support';

// scripts/e2e.sh serves this build, so the server must answer with exactly this file.
const builtIndex = readFileSync(path.resolve(import.meta.dirname, '../dist/index.html'), 'utf8');

test('a client route asked of the server directly answers with the app', async ({ request }) => {
  const response = await request.get('/settings');

  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(await response.text()).toBe(builtIndex);
});

test('the hashed scripts of the app are served to be cached for good', async ({ request }) => {
  const scripts = [...builtIndex.matchAll(/src="?(\/assets\/[\w.]+\.js)/g)].map((match) => match[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);

  for (const script of scripts) {
    expect(script).toMatch(/\.[0-9a-f]{16}\.js$/);
    const response = await request.get(script);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('immutable');
  }
});

test('opening or reloading a deep route loads the app, which sends a signed-out visitor to /auth and back after', async ({
  page,
}) => {
  // A reload asks the server for the address in the bar, exactly as this first visit does.
  const response = await page.goto('/settings');

  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/auth\?next=%2Fsettings$/);
  await expect(page.getByRole('heading', { name: 'Entrar ou criar conta' })).toBeVisible();
});

test('the API answers in JSON, never with the app, for an unknown /api path', async ({ request }) => {
  const response = await request.get('/api/nao-existe');

  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: 'Recurso não encontrado.' });
});

test('a page whose code cannot be downloaded says so, and the reload opens it', async ({ page }) => {
  // Only the scripts index.html names arrive: every page's own chunk fails, as after a release that
  // removed the chunk an open tab asks for.
  const initial = new Set([...builtIndex.matchAll(/src="?(\/assets\/[\w.]+\.js)/g)].map((match) => match[1]));
  await page.route('**/assets/*.js', (route) =>
    initial.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
  );

  for (const [name, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível abrir esta página' })).toBeVisible();
    await expect(page.getByText('Recarregue a página para tentar de novo.')).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await saveScreenshot(page, `page-failed-${name}`);
  }

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Recarregar' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar ou criar conta' })).toBeVisible();
});
