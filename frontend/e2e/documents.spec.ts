import { expect as baseExpect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { newPerson, register } from './people';
import { expectNoAccessibilityViolations, horizontalOverflow, saveScreenshot, viewports } from './support';

// The machine running the suite may be busy; a page's lazy chunk can take a while to arrive.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A real (if blank) PDF of about 300 KB: enough bytes for the upload to report its progress. */
function aPdf(): Buffer {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n';
  const padding = `% ${'portal '.repeat(45_000)}\n`;
  return Buffer.from(`${head}${padding}trailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

async function openDocuments(page: Page) {
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
}

test('a client uploads a PDF, watches it go, finds it listed, downloads it and deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  const name = 'Certidão de nascimento.pdf';
  const pdf = aPdf();

  await page.setViewportSize(viewports.desktop);
  await register(page.request, newPerson('docs'));
  await openDocuments(page);
  await expect(page.getByText('Nenhum documento encontrado')).toBeVisible();
  await expect(page.getByText('PDF, JPG ou PNG, até 10MB')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'documents-empty-desktop');

  // The upload is held at the server's door until the progress bar has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/documents', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page
    .getByLabel('Escolher arquivo para enviar')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
  // Held by the route, the request reports no progress yet: the bar shows its empty track.
  const progress = page.getByRole('progressbar', { name: `Progresso do envio de ${name}` });
  await expect(progress).toBeAttached();
  await expect(page.getByText(`Enviando ${name}... 0%`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar envio' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'documents-uploading-desktop');
  release();

  await expect(page.getByText('Envio concluído')).toBeVisible();
  await expect(progress).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: 'PDF' })).toBeVisible();
  await expect(card.getByText(/KB$/)).toBeVisible();
  await page.unroute('**/api/documents');
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'documents-list-desktop');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: `Baixar ${name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  expect((await readFile(await download.path())).equals(pdf)).toBe(true);

  // A phone: the card keeps its buttons without a sideways scroll.
  await page.setViewportSize(viewports.phone);
  await openDocuments(page);
  await expect(card).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'documents-list-phone');

  await card.getByRole('button', { name: `Excluir ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir documento' });
  await expect(dialog).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'documents-delete-phone');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Documento removido')).toBeVisible();
  await expect(page.getByText('Nenhum documento encontrado')).toBeVisible();
  await saveScreenshot(page, 'documents-empty-phone');
});

test('a file that is not a PDF, JPEG or PNG is refused with the reason', async ({ page }) => {
  await register(page.request, newPerson('docsbad'));
  await openDocuments(page);
  await page
    .getByLabel('Escolher arquivo para enviar')
    .setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('só texto') });
  await expect(page.getByRole('alert').getByText('Envie PDF, JPG ou PNG.')).toBeVisible();
  await expect(page.getByText('Nenhum documento encontrado')).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('a document whose validity has passed is marked expired, on a phone too', async ({ page }) => {
  await page.setViewportSize(viewports.phone);
  await register(page.request, newPerson('vencido'));
  await openDocuments(page);
  await page.getByLabel('Validade do documento (opcional)').fill('10/01/2020');
  // The calendar under the field, with the last days of December 2019 around January: readable too.
  await expect(page.getByRole('button', { name: '31 dezembro 2019' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'documents-expiry-calendar-phone');
  await page.keyboard.press('Escape');
  await page
    .getByLabel('Escolher arquivo para enviar')
    .setInputFiles({ name: 'passaporte antigo.pdf', mimeType: 'application/pdf', buffer: aPdf() });

  const card = page.getByRole('listitem').filter({ hasText: 'passaporte antigo.pdf' });
  await expect(card.getByText('Expirado')).toBeVisible();
  await expect(card.getByText(/Válido até 10\/01\/2020$/)).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'documents-expired-phone');
});
