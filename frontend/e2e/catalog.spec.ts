import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, horizontalOverflow, saveScreenshot, viewports } from './support';
import { registerClient, signInAsAdmin } from './people';

// The machine running the suite may be busy; a page's lazy chunk can take a while to arrive.
const expect = baseExpect.configure({ timeout: 15_000 });

// Each journey runs axe several times, which takes long on a loaded machine.
test.describe.configure({ timeout: 60_000 });

const cardNamed = (page: Page, name: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

async function openTab(page: Page, name: 'Serviços' | 'Cursos') {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
}

test('an administrator changes a service price in the pencil dialog and a client then sees it', async ({
  page,
  browser,
}) => {
  const serviceName = 'Agendamento de Passaporte Italiano';
  await signInAsAdmin(page.request);

  await page.goto('/appointments');
  await openTab(page, 'Serviços');
  const card = cardNamed(page, serviceName);
  await expect(card).toContainText('R$ 980,00');

  await card.getByRole('button', { name: `Editar preço de ${serviceName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Editar Preço - ${serviceName}` });
  await expect(dialog.getByText('Digite no formato: 980,00 ou 1.080,00 ou 12.000,00')).toBeVisible();
  const field = dialog.getByRole('textbox', { name: 'Novo Preço (R$)' });
  await expect(field).toBeFocused();
  await field.fill('1.080,00');
  await dialog.getByRole('button', { name: 'Salvar' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Preço atualizado' })).toContainText(
    'O preço do serviço foi atualizado com sucesso!',
  );
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('R$ 1.080,00');

  // Another person, in another browser, reads the price from the server.
  const clientContext = await browser.newContext();
  try {
    const clientPage = await clientContext.newPage();
    await registerClient(clientPage.request);
    await clientPage.goto('/appointments?tab=servicos');
    const clientCard = cardNamed(clientPage, serviceName);
    await expect(clientCard).toContainText('R$ 1.080,00');
    await expect(clientCard.getByText('60 minutos')).toBeVisible();
    await expect(clientPage.getByRole('button', { name: /Editar preço/ })).toHaveCount(0);
  } finally {
    await clientContext.close();
  }
});

test('an invalid price is refused in the dialog and nothing changes', async ({ page }) => {
  const serviceName = 'Consulta Jurídica';
  await signInAsAdmin(page.request);
  await page.goto('/appointments?tab=servicos');
  const card = cardNamed(page, serviceName);
  const before = await card.textContent();

  await card.getByRole('button', { name: `Editar preço de ${serviceName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Editar Preço - ${serviceName}` });
  await dialog.getByRole('textbox', { name: 'Novo Preço (R$)' }).fill('350.00');
  await dialog.getByRole('button', { name: 'Salvar' }).click();

  await expect(dialog.getByText('Por favor, insira um preço válido (ex: 980,00).')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(cardNamed(page, serviceName)).toHaveText(before ?? '');
});

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`at ${viewportName} size`, () => {
    test.use({ viewport });

    test('a client sees services and courses without pencils, accessibly', async ({ page }) => {
      await registerClient(page.request);
      await page.goto('/appointments');

      await openTab(page, 'Serviços');
      await expect(cardNamed(page, 'Solicitação de Cidadania')).toContainText('SOB CONSULTA');
      await expect(page.getByRole('button', { name: /Editar preço/ })).toHaveCount(0);
      await expectNoAccessibilityViolations(page);
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `catalog-services-user-${viewportName}`);

      await openTab(page, 'Cursos');
      const basic = cardNamed(page, 'Curso Básico de Italiano');
      await expect(basic).toContainText('R$ 3.088,00');
      await expect(basic).toContainText('14% de desconto');
      await expect(page.getByRole('button', { name: /Editar preço/ })).toHaveCount(0);
      await expectNoAccessibilityViolations(page);
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `catalog-courses-user-${viewportName}`);

      await basic.getByRole('link', { name: 'Inscrever-se no Curso' }).click();
      await expect(page).toHaveURL(/\/italian-course$/);
    });

    test('an administrator sees the pencils and the price dialog, accessibly', async ({ page }) => {
      await signInAsAdmin(page.request);
      await page.goto('/appointments?tab=servicos');
      await expect(page.getByRole('button', { name: /^Editar preço de/ }).first()).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await saveScreenshot(page, `catalog-services-admin-${viewportName}`);

      await page.getByRole('button', { name: 'Editar preço de Solicitação de Visto' }).click();
      await expect(page.getByRole('dialog', { name: 'Editar Preço - Solicitação de Visto' })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await saveScreenshot(page, `catalog-price-dialog-${viewportName}`);
      await page.keyboard.press('Escape');

      await openTab(page, 'Cursos');
      await expect(page.getByRole('button', { name: /^Editar preço de/ }).first()).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await saveScreenshot(page, `catalog-courses-admin-${viewportName}`);
    });

    test('the /admin tables and their edit dialogs are accessible', async ({ page }) => {
      await signInAsAdmin(page.request);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Administração' })).toBeVisible();
      // A table on a wide screen, a card per service on a phone.
      const citizenship =
        viewportName === 'desktop'
          ? page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Solicitação de Cidadania' }) })
          : cardNamed(page, 'Solicitação de Cidadania');
      await expect(citizenship).toContainText('SOB CONSULTA');
      await expect(citizenship).toContainText('Ativo');
      await expectNoAccessibilityViolations(page);
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `admin-services-${viewportName}`);

      await page.getByRole('button', { name: 'Editar Consulta Jurídica' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar Serviço - Consulta Jurídica' });
      await dialog.getByRole('switch', { name: 'Desconto disponível' }).check();
      await expect(dialog.getByRole('textbox', { name: 'Desconto (%)' })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await saveScreenshot(page, `admin-service-dialog-${viewportName}`);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toBeHidden();

      await page.getByRole('tab', { name: 'Cursos' }).click();
      await expect(page.getByRole('button', { name: 'Editar Curso Básico de Italiano' })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await saveScreenshot(page, `admin-courses-${viewportName}`);
    });

    test('the course admin page and its dialog are accessible', async ({ page }) => {
      await signInAsAdmin(page.request);
      await page.goto('/italian-course-admin');
      const basic = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: 'Curso Básico de Italiano', exact: true }) });
      await expect(basic).toContainText('R$ 3.588,00');
      await expect(basic).toContainText('R$ 3.088,00');
      await expect(basic).toContainText('14%');
      await expect(page.getByRole('link', { name: 'Voltar ao Curso de Italiano' })).toHaveAttribute(
        'href',
        '/italian-course',
      );
      await expectNoAccessibilityViolations(page);
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `course-admin-${viewportName}`);

      await basic.getByRole('button', { name: 'Editar preços de Curso Básico de Italiano' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar Preço - Curso Básico de Italiano' });
      await expect(dialog.getByText('Desconto de 14% sobre o preço regular')).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await saveScreenshot(page, `course-admin-dialog-${viewportName}`);
    });
  });
}

test('a client is sent away from /admin and /italian-course-admin', async ({ page }) => {
  await registerClient(page.request);

  for (const path of ['/admin', '/italian-course-admin']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home$/);
  }
});
