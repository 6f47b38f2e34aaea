import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, horizontalOverflow, saveScreenshot, viewports } from './support';

// Until the sign-in screen lands, the browser is told who is signed in by answering GET /api/user
// here; everything else (the app, the other API calls) comes from the real server.
const users = {
  admin: {
    id: 1,
    username: 'marina',
    fullName: 'Marina Rossi',
    email: 'marina@facilitando.example',
    phone: null,
    role: 'admin',
    active: true,
  },
  user: {
    id: 2,
    username: 'joao.silva',
    fullName: 'João Pedro da Silva Albuquerque',
    email: 'joao.pedro.albuquerque@cliente.example',
    phone: null,
    role: 'user',
    active: true,
  },
} as const;

async function signInAs(page: Page, role: keyof typeof users) {
  await page.route('**/api/user', (route) => route.fulfill({ json: users[role] }));
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
    await signInAs(page, role);

    await page.goto('/');

    await expect(page).toHaveURL(/\/home$/);
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByText(users[role].fullName)).toBeVisible();
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
