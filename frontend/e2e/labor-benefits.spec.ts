import { test } from '@playwright/test';
import { expect, registerClient } from './people';
import { expectNoAccessibilityViolations, horizontalOverflow, saveScreenshot, viewports } from './support';

test('a client asks for a denied benefit, with the details the denial needs, and finds it among their requests', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewports.desktop);
  await registerClient(page.request, 'Antônio Pereira');

  await page.goto('/labor-benefits');
  await expect(page.getByRole('button', { name: 'Solicitar Orçamento' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'labor-desktop');

  await page.getByRole('tab', { name: 'Previdenciário' }).click();
  await page.getByLabel('Benefício', { exact: true }).selectOption('disability');
  await page.getByLabel('Tempo de contribuição').fill('22 anos');
  const details = page.getByLabel(/Conte como foi o pedido anterior/);
  await expect(details).toHaveCount(0);
  await page.getByLabel('Já fez algum pedido ao INSS?').selectOption('yes-denied');
  await page.getByRole('button', { name: 'Enviar Solicitação' }).click();
  await expect(page.getByText('Conte como foi o pedido anterior').last()).toBeVisible();
  await page.getByRole('button', { name: 'Meu benefício foi negado. Ainda posso conseguir?' }).click();
  await expect(page.getByText(/apresentar recurso administrativo/)).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'benefit-desktop');

  await details.fill('Negado na perícia de março de 2025.');
  await page.getByRole('button', { name: 'Enviar Solicitação' }).click();
  await expect(page.getByRole('heading', { name: 'Solicitação enviada!' })).toBeVisible();
  await expect(page.getByText(/responderá em até 48 horas úteis/).first()).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'benefit-sent-desktop');

  await page.getByRole('link', { name: 'Ver minhas solicitações' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Benefício previdenciário' }).getByText('Nova'),
  ).toBeVisible();

  await page.setViewportSize(viewports.phone);
  await page.goto('/labor-benefits');
  await page.getByRole('tab', { name: 'Previdenciário' }).click();
  await page.getByLabel('Já fez algum pedido ao INSS?').selectOption('yes-ceased');
  await expect(page.getByLabel(/Conte como foi o pedido anterior/)).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'benefit-phone');
});
