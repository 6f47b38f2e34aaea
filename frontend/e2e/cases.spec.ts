import { test, type Page } from '@playwright/test';
import { expect, registerClient, signInAsAdmin } from './people';
import { expectNoAccessibilityViolations, horizontalOverflow, saveScreenshot, viewports } from './support';

/** A small but real PDF. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

async function openClientCase(page: Page, title: string) {
  await page.goto('/process-tracking');
  await expect(page.getByRole('heading', { level: 1, name: 'Acompanhamento Processual' })).toBeVisible();
  await page.getByRole('button', { name: `Ver detalhes de ${title}` }).click();
  await expect(page.getByRole('tab', { name: 'Detalhes do Processo', selected: true })).toBeVisible();
}

test('staff open a case, the client hands in a document for it and follows its status and updates', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = 'Passaporte – Portugal';
  const client = await registerClient(page.request, `Cliente Processo ${Date.now().toString(36)}`);
  await page.setViewportSize(viewports.phone);
  await page.goto('/process-tracking');
  await expect(page.getByText('Nenhum processo encontrado')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir para Minhas solicitações' })).toBeVisible();
  await saveScreenshot(page, 'cases-empty-phone');
  await page.setViewportSize(viewports.desktop);
  // The sidebar comes with wide screens, as its own chunk.
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await saveScreenshot(page, 'cases-empty-desktop');

  const staffContext = await browser.newContext({ viewport: viewports.desktop });
  try {
    const staff = await staffContext.newPage();
    await signInAsAdmin(staff.request);
    await staff.goto('/admin/cases');
    await expect(staff.getByRole('heading', { level: 1, name: 'Processos dos clientes' })).toBeVisible();
    await staff.getByRole('button', { name: 'Novo processo' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Novo processo' });
    await dialog.getByRole('textbox', { name: 'Cliente' }).fill(client.fullName);
    await staff.getByRole('option', { name: new RegExp(client.fullName) }).click();
    await dialog.getByLabel(/Tipo do processo/).selectOption({ label: 'Passaporte' });
    await dialog.getByRole('textbox', { name: /País/ }).fill('Portugal');
    await dialog.getByRole('textbox', { name: 'Protocolo' }).fill('PT-2026-42');
    await dialog.getByLabel('Status').selectOption({ label: 'Aguardando documentos' });
    await expectNoAccessibilityViolations(staff);
    await saveScreenshot(staff, 'cases-new-desktop');
    await dialog.getByRole('button', { name: 'Abrir processo' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: `Processo de ${client.fullName}` })).toBeVisible();

    const composer = staff.getByRole('form', { name: 'Publicar atualização' });
    await composer.getByRole('textbox', { name: /Texto da atualização/ }).fill('Envie a certidão de nascimento.');
    await composer.getByRole('button', { name: 'Publicar' }).click();
    await expect(staff.getByText('Atualização publicada')).toBeVisible();
    const staffChecklist = staff.getByRole('region', { name: 'Lista de documentos' });
    await expect(staffChecklist.getByRole('listitem', { name: 'Foto 3x4' })).toBeVisible();
    await staffChecklist.getByRole('textbox', { name: 'Novo documento da lista' }).fill('Certidão de nascimento');
    await staffChecklist.getByRole('button', { name: 'Adicionar item' }).click();
    await expect(staffChecklist.getByRole('listitem', { name: 'Certidão de nascimento' })).toBeVisible();
    // An item added by mistake comes off the list, once confirmed.
    await staffChecklist.getByRole('textbox', { name: 'Novo documento da lista' }).fill('Certidão errada');
    await staffChecklist.getByRole('button', { name: 'Adicionar item' }).click();
    const wrong = staffChecklist.getByRole('listitem', { name: 'Certidão errada' });
    await wrong.getByRole('button', { name: 'Remover Certidão errada da lista' }).click();
    const ask = staff.getByRole('dialog', { name: 'Remover item da lista' });
    await expect(ask.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expectNoAccessibilityViolations(staff);
    await saveScreenshot(staff, 'cases-remove-item-desktop');
    await ask.getByRole('button', { name: 'Remover' }).click();
    await expect(wrong).toHaveCount(0);
    await expectNoAccessibilityViolations(staff);
    await saveScreenshot(staff, 'cases-editor-desktop');

    // The client sees the case waiting on them, with the update, and hands in the document.
    await openClientCase(page, title);
    await expect(page.getByRole('tabpanel').getByText('Aguardando documentos')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Atualizações' }).getByText('Envie a certidão de nascimento.'),
    ).toBeVisible();
    const item = page.getByRole('listitem', { name: 'Certidão de nascimento' });
    await expect(item.getByText('Pendente · Nenhum documento enviado')).toBeVisible();
    await item.getByRole('button', { name: 'Enviar documento para Certidão de nascimento' }).click();
    await item
      .getByLabel('Escolher arquivo para enviar')
      .setInputFiles({ name: 'certidao.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText('Envio concluído')).toBeVisible();
    await expect(item.getByText('1 documento enviado')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Documentos' }).getByText('certidao.pdf')).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await saveScreenshot(page, 'cases-client-details-desktop');

    // Staff find it in the case, approve the item and then the case.
    await staff.reload();
    await expect(staff.getByRole('region', { name: 'Documentos' }).getByText('certidao.pdf')).toBeVisible();
    await staff
      .getByRole('listitem', { name: 'Certidão de nascimento' })
      .getByRole('button', { name: 'Aprovar Certidão de nascimento' })
      .click();
    await expect(staff.getByText('Item revisado')).toBeVisible();
    await staff.getByLabel('Status').selectOption({ label: 'Aprovado' });
    await staff.getByRole('button', { name: 'Salvar' }).click();
    await expect(staff.getByText('Processo atualizado')).toBeVisible();
  } finally {
    await staffContext.close();
  }

  // On a phone, the client sees the green 'Aprovado' badge and the update.
  await page.setViewportSize(viewports.phone);
  await page.goto('/process-tracking');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Aprovado')).toBeVisible();
  await expect(card.getByText('1 documento')).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'cases-list-phone');
  await openClientCase(page, title);
  await expect(page.getByText('Encerrado em')).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: 'Certidão de nascimento' }).getByText('Aprovado', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Atualizações' }).getByText('Envie a certidão de nascimento.'),
  ).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'cases-details-phone');
});
