import { test } from '@playwright/test';
import { expect, registerClient, signInAsAdmin } from './people';
import { expectNoAccessibilityViolations, horizontalOverflow, saveScreenshot, viewports } from './support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

test('a client sends a citizenship request with a document, staff answer it, the client reads the answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(viewports.desktop);
  const client = await registerClient(page.request, 'Giulia Bianchi');
  const caseText = `Pedido negado em Curitiba ${Date.now().toString(36)}`;

  await page.goto('/italian-citizenship?type=contra-decreto');
  await expect(page.getByRole('heading', { name: 'Solicitar: Contra Decreto' })).toBeVisible();
  await expect(page.getByText('R$ 5.000,00')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'citizenship-desktop');

  await page.getByLabel('Escolher arquivo para enviar').setInputFiles({
    name: 'decreto-negativo.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('Envio concluído')).toBeVisible();
  // A file sent from the form is ticked to go with the request.
  await expect(page.getByRole('checkbox', { name: 'decreto-negativo.pdf' })).toBeChecked();
  await page.getByLabel(/Telefone\/WhatsApp/).fill('(41) 98765-4321');
  await page.getByLabel(/Detalhes do caso/).fill(caseText);
  await page.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(page.getByRole('heading', { name: 'Solicitação enviada!' })).toBeFocused();
  await expect(page.getByText(/responderá em até 24 horas/).first()).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'citizenship-sent-desktop');
  // On a phone, the two ways on from the confirmation fit the screen.
  await page.setViewportSize(viewports.phone);
  const follow = page.getByRole('link', { name: 'Acompanhar esta solicitação' });
  await follow.scrollIntoViewIfNeeded();
  await expect(follow).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Ver minhas solicitações' })).toBeInViewport();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'citizenship-sent-phone');
  await page.setViewportSize(viewports.desktop);

  // The confirmation leads to the page of the request just sent, and from there to her list.
  await page.getByRole('link', { name: 'Acompanhar esta solicitação' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Contra Decreto/ })).toBeVisible();
  await expect(page.getByText(caseText)).toBeVisible();
  await page.getByRole('link', { name: 'Voltar a Minhas solicitações' }).click();
  const mine = page.getByRole('listitem').filter({ hasText: 'Cidadania italiana — Contra Decreto' });
  await expect(mine.getByText('Nova')).toBeVisible();

  const staffContext = await browser.newContext({ viewport: viewports.desktop });
  try {
    const staff = await staffContext.newPage();
    await signInAsAdmin(staff.request);
    await staff.goto('/admin/requests');
    await expect(staff.getByRole('heading', { level: 1, name: 'Solicitações' })).toBeVisible();
    await staff.getByLabel('Buscar').fill(caseText);
    const row = staff.getByRole('listitem').filter({ hasText: client.fullName });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Não lida')).toBeVisible();
    await expectNoAccessibilityViolations(staff);
    await saveScreenshot(staff, 'requests-inbox-desktop');

    await row.getByRole('link', { name: 'Cidadania italiana — Contra Decreto' }).click();
    await expect(staff.getByText(caseText)).toBeVisible();
    await expect(staff.getByRole('link', { name: 'Baixar decreto-negativo.pdf' })).toBeVisible();
    await staff.getByRole('button', { name: 'Assumir' }).click();
    await expect(staff.getByText('Solicitação assumida')).toBeVisible();
    // The button now says the request is the caller's, and still holds the focus.
    await expect(staff.getByRole('button', { name: 'Assumida por você' })).toBeFocused();
    const reply = 'Recebemos seu decreto. Envie também a certidão de nascimento.';
    await staff.getByLabel('Resposta ao cliente').fill(reply);
    await staff.getByRole('button', { name: 'Enviar resposta' }).click();
    await expect(staff.getByText('Resposta enviada')).toBeVisible();
    await expect(staff.getByText('Respondida').first()).toBeVisible();
    // The request keeps what was answered, for whoever opens it next.
    await expect(staff.getByRole('region', { name: 'Respostas enviadas' }).getByText(reply)).toBeVisible();
    await expectNoAccessibilityViolations(staff);
    await saveScreenshot(staff, 'request-detail-desktop');

    await staff.getByRole('button', { name: 'Abrir processo' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Abrir processo' });
    await expect(dialog.getByLabel(/Tipo do processo/)).toHaveValue('italian_citizenship');
    await expect(dialog.getByLabel(/País/)).toHaveValue('Itália');
    await expectNoAccessibilityViolations(staff);
    await saveScreenshot(staff, 'request-open-case-desktop');
    await dialog.getByRole('button', { name: 'Abrir processo' }).click();
    await expect(staff.getByText('Processo aberto', { exact: true })).toBeVisible();
    await expect(staff.getByRole('link', { name: 'Ver processo' })).toBeFocused();
    await expect(staff.getByRole('button', { name: 'Abrir processo' })).toHaveCount(0);

    await staff.setViewportSize(viewports.phone);
    await expect.poll(() => horizontalOverflow(staff)).toBeLessThanOrEqual(0);
    await saveScreenshot(staff, 'request-detail-phone');

    await page.goto('/messages');
    await expect(page.getByText(reply)).toBeVisible();
    await page.goto('/requests');
    const answered = page.getByRole('listitem').filter({ hasText: 'Contra Decreto' });
    await expect(answered.getByText('Respondida')).toBeVisible();
    await page.setViewportSize(viewports.phone);
    await expect(answered.getByRole('link', { name: 'A resposta da equipe está em Mensagens' })).toBeVisible();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'my-requests-answered-phone');
    // Her own request on its page: the answer there too, and the case opened from it.
    await answered.getByRole('link', { name: /Contra Decreto/ }).click();
    await expect(page.getByRole('region', { name: 'Respostas da equipe' }).getByText(reply)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Acompanhar o processo' })).toBeVisible();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAccessibilityViolations(page);
    await saveScreenshot(page, 'my-request-phone');
    await page.setViewportSize(viewports.desktop);
    await saveScreenshot(page, 'my-request-desktop');
    await page.goto('/process-tracking');
    const opened = page.getByRole('listitem').filter({ hasText: 'Cidadania italiana – Itália' });
    await expect(opened.getByText('Em andamento')).toBeVisible();
    await expect(opened.getByText('1 documento')).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await saveScreenshot(page, 'request-case-client-desktop');
  } finally {
    await staffContext.close();
  }

  await page.setViewportSize(viewports.phone);
  await page.goto('/italian-citizenship?type=menores-urgente');
  await expect(page.getByRole('heading', { name: 'Solicitar: Menores de Idade' })).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'citizenship-phone');
});
