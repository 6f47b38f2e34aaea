import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoAccessibilityViolations, horizontalOverflow, saveScreenshot, viewports } from './support';

// Signed in for real: the administrator scripts/e2e.sh creates, and a client with a long name and
// e-mail registered here, so the shell shows what the server answers.
const credentials = {
  admin: {
    username: process.env.PORTAL_E2E_ADMIN_USERNAME ?? '',
    password: process.env.PORTAL_E2E_ADMIN_PASSWORD ?? '',
  },
  user: { username: 'joao.pedro.albuquerque', password: 'senha-do-joao-1' },
} as const;

const longNamedClient = {
  fullName: 'João Pedro da Silva Albuquerque',
  email: 'joao.pedro.albuquerque@cliente.example',
  ...credentials.user,
};

test.beforeAll(async ({ playwright, baseURL }) => {
  expect(credentials.admin.username, 'PORTAL_E2E_ADMIN_USERNAME (set by scripts/e2e.sh)').not.toBe('');
  const request = await playwright.request.newContext({ baseURL });
  const response = await request.post('/api/register', { data: longNamedClient });
  // 409: already registered by an earlier run of this file on the same database.
  expect([201, 409], await response.text()).toContain(response.status());
  await request.dispose();
});

/** Signs in through the API with the browser's own cookies, and answers who the server says signed in. */
async function signInAs(page: Page, role: keyof typeof credentials) {
  const response = await page.request.post('/api/login', { data: credentials[role] });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { fullName: string };
}

async function chooseTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((chosen) => {
    window.localStorage.setItem('theme', chosen);
  }, theme);
}

for (const [role, theme] of [
  ['admin', 'light'],
  ['user', 'dark'],
] as const) {
  test(`the desktop shell of ${role === 'admin' ? 'an administrator' : 'a user'}, ${theme}`, async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await chooseTheme(page, theme);
    const signedIn = await signInAs(page, role);

    await page.goto('/');

    await expect(page).toHaveURL(/\/home$/);
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByText(signedIn.fullName)).toBeVisible();
    await expect(sidebar.getByText(role === 'admin' ? 'Administrador' : 'Usuário', { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Gerenciar Usuários' })).toHaveCount(role === 'admin' ? 1 : 0);
    // Every entry fits an 800 px high screen without scrolling the menu.
    await expect(sidebar.getByRole('link').last()).toBeInViewport({ ratio: 1 });
    await expect(sidebar.getByRole('button', { name: 'Sair' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('navigation', { name: 'Atalhos' })).toBeHidden();
    await expectNoAccessibilityViolations(page);
    await saveScreenshot(page, `shell-desktop-${role}-${theme}`);
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`the phone shell: bottom bar and side menu, ${theme}`, async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await chooseTheme(page, theme);
    await signInAs(page, 'user');

    await page.goto('/appointments');

    await expect(page.getByRole('heading', { level: 1, name: 'Agendamentos' })).toBeVisible();
    await expect(page.getByRole('complementary')).toBeHidden();
    const bottomBar = page.getByRole('navigation', { name: 'Atalhos' });
    await expect(bottomBar).toBeVisible();
    await expectNoAccessibilityViolations(page);
    for (const width of [viewports.phone.width, 360]) {
      await page.setViewportSize({ ...viewports.phone, width });
      expect(await horizontalOverflow(page), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `shell-phone-user-${theme}-${width}px`);
    }
    await page.setViewportSize(viewports.phone);

    await bottomBar.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Acompanhamento Processual' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await saveScreenshot(page, `shell-phone-menu-${theme}`);

    await menu.getByRole('link', { name: 'Acompanhamento Processual' }).click();
    await expect(page).toHaveURL(/\/process-tracking$/);
    await expect(menu).toBeHidden();
  });
}

test('an administrator page sends a user back to the start', async ({ page }) => {
  await signInAs(page, 'user');

  await page.goto('/users-management');

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('the keyboard skips the navigation, and a dialog opened for the first time gives the focus back', async ({
  page,
}) => {
  await signInAs(page, 'user');
  await page.goto('/appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'Agendamentos' })).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const newBooking = page.getByRole('button', { name: 'Novo Agendamento' }).first();
  await newBooking.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(newBooking).toBeFocused();
});

// Each page's texts come in its own chunks (docs/decisions/feature-texts.md): opened at its address,
// a fresh load of the built portal, every page shows its texts and the console reports none missing.
for (const [role, pages] of [
  [
    'user',
    [
      '/home',
      '/appointments',
      '/process-tracking',
      '/calendar',
      '/messages',
      '/documents',
      '/quick-access',
      '/italian-course',
      '/italian-citizenship',
      '/family-tree',
      '/estate-inventory',
      '/labor-benefits',
      '/settings',
      '/requests',
    ],
  ],
  [
    'admin',
    [
      '/admin',
      '/admin/cases',
      '/admin/closures',
      '/users-management',
      '/italian-course-admin',
      '/invite',
      '/demo',
      '/admin/requests',
      '/admin/waitlist',
    ],
  ],
] as const) {
  test(`every ${role === 'admin' ? 'staff' : 'client'} page brings its texts with its code`, async ({ page }) => {
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('Texto não carregado')) missing.push(message.text());
    });
    await signInAs(page, role);

    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Carregando...')).toHaveCount(0);
      expect(missing, path).toEqual([]);
    }
  });
}

test.describe('a signed-in page drawn at build time', () => {
  const title = (page: Page) => page.getByRole('heading', { level: 1, name: 'Dashboard' });
  const services = (page: Page) => page.getByRole('heading', { level: 2, name: 'Nossos serviços' });

  test('shows on a phone before the scripts, and the live page draws in its place', async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    const signedIn = await signInAs(page, 'user');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/home');

    const root = page.locator('#root');
    await expect(root).toHaveAttribute('data-prerendered', 'client');
    await expect(root).toHaveAttribute('inert', '');
    await expect(title(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Atalhos' })).toBeVisible();
    // Nobody's details: the same drawn page goes to every client.
    await expect(page.getByText(signedIn.fullName)).toHaveCount(0);
    const drawnTitle = await title(page).boundingBox();
    const drawnServices = await services(page).boundingBox();
    await saveScreenshot(page, 'home-drawn-phone');

    await page.unrouteAll();
    await page.reload();
    await expect(root).not.toHaveAttribute('inert');
    await expect(page.getByRole('main').getByText(signedIn.fullName)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Resumo' })).toHaveAttribute('aria-busy', 'false');
    // The name, the numbers: nothing that was drawn has moved.
    expect(await title(page).boundingBox()).toEqual(drawnTitle);
    expect(await services(page).boundingBox()).toEqual(drawnServices);
    await saveScreenshot(page, 'home-live-phone');
  });

  test("the staff's, with the notice about the second factor, in the same place as the live one", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await signInAs(page, 'admin');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/admin/requests');

    const root = page.locator('#root');
    await expect(root).toHaveAttribute('data-prerendered', 'staff-without-2fa');
    const heading = page.getByRole('heading', { level: 1, name: 'Solicitações' });
    await expect(heading).toBeVisible();
    await expect(page.getByText('Proteja a área da equipe', { exact: false })).toBeVisible();
    const drawn = await heading.boundingBox();
    await saveScreenshot(page, 'requests-inbox-drawn-phone');

    await page.unrouteAll();
    await page.reload();
    await expect(root).not.toHaveAttribute('inert');
    await expect(page.getByRole('link', { name: 'Ativar em Configurações' })).toBeVisible();
    expect(await heading.boundingBox()).toEqual(drawn);
  });

  test('stays out of sight on a wide screen, whose live page has a sidebar instead', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await signInAs(page, 'user');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/home');

    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'client');
    await expect(title(page)).toBeHidden();

    // With the scripts, React starts at once, without waiting for the session's answer: the spinner
    // shows while the question is held, where the hidden drawn page would leave the screen blank.
    await page.unrouteAll();
    const held: Route[] = [];
    await page.route('**/api/user', (route) => {
      held.push(route);
    });
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Carregando' })).toBeVisible();
    for (const route of held) await route.continue();
    await expect(title(page)).toBeVisible();
    await expect(page.getByRole('complementary')).toBeVisible();
  });
});
