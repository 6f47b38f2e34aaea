import { expect as baseExpect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { linkMailedTo } from './mails';
import { asStaff, newPerson, register } from './people';
import { expectNoAccessibilityViolations, horizontalOverflow, saveScreenshot, viewports } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });

async function openTree(page: Page) {
  await page.goto('/family-tree');
  await expect(page.getByRole('heading', { level: 1, name: 'Árvore Genealógica' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Eu$/ })).toBeVisible();
}

/**
 * Opens a person's form by its accordion button and fills what is given, the name last (the
 * button, and so the form's accessible name, change with it); answers the form by its new name.
 */
async function fill(page: Page, button: RegExp, fields: Record<string, string>) {
  await page.getByRole('button', { name: button }).click();
  const form = page.getByRole('region', { name: button });
  const { 'Nome completo': name, ...others } = fields;
  for (const [label, value] of Object.entries(others)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  if (name === undefined) return form;
  await form.getByLabel('Nome completo', { exact: true }).fill(name);
  return page.getByRole('region', { name: new RegExp(`^${name}`) });
}

test('a client fills three relatives, saves a draft, reloads and finds them, then finishes', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(viewports.desktop);
  const client = newPerson('arvore');
  await register(page.request, client);
  await openTree(page);
  await expect(page.getByText('7 pessoas')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'family-tree-new-desktop');

  await fill(page, /Sem nome\s*Eu$/, {
    'Nome completo': 'João da Conceição',
    'Data de nascimento': '02/03/1980',
    'Local de nascimento': 'São Paulo, SP',
  });
  // A long name, as many are: the chart writes it on two lines.
  await fill(page, /Sem nome\s*Pai$/, {
    'Nome completo': 'José Aparecido da Conceição Albuquerque',
    'Data de nascimento': '1950',
  });
  const grandfather = await fill(page, /Sem nome\s*Avô paterno$/, {
    'Nome completo': 'Niccolò Làzzaro',
    'Data de nascimento': '03/1921',
    'Local de nascimento': 'Forlì, Itália',
  });
  await grandfather.getByLabel('Ascendente italiano (o emigrante)').check();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'family-tree-filled-desktop');

  // A link out of the page asks first while the tree is not saved; staying keeps what was typed.
  await page.getByRole('link', { name: 'Documentos' }).click();
  const ask = page.getByRole('dialog', { name: 'Sair sem salvar?' });
  await expect(ask.getByRole('button', { name: 'Continuar editando' })).toBeFocused();
  await saveScreenshot(page, 'family-tree-leave-unsaved-desktop');
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/family-tree$/);
  await expect(grandfather.getByLabel('Local de nascimento', { exact: true })).toHaveValue('Forlì, Itália');

  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(page.getByText('Rascunho salvo').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: /João da Conceição\s*Eu$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /José Aparecido da Conceição Albuquerque\s*Pai$/ })).toBeVisible();
  const emigrant = page.getByRole('button', { name: /Niccolò Làzzaro\s*Avô paterno/ });
  await expect(emigrant).toBeVisible();
  await emigrant.click();
  const form = page.getByRole('region', { name: /Niccolò Làzzaro/ });
  await expect(form.getByLabel('Data de nascimento', { exact: true })).toHaveValue('03/1921');
  await expect(form.getByLabel('Local de nascimento', { exact: true })).toHaveValue('Forlì, Itália');

  // The saved tree as a GEDCOM 7 file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exportar GEDCOM' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('arvore-genealogica.ged');
  const gedcom = await readFile(await download.path(), 'utf8');
  expect(gedcom).toContain('2 VERS 7.0');
  expect(gedcom).toContain('1 NAME Niccolò Làzzaro');
  expect(gedcom).toContain('2 DATE MAR 1921');

  // The PDF report, downloaded, and a link to it mailed to the client.
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar PDF' }).click(),
  ]);
  expect(report.suggestedFilename()).toBe('arvore-genealogica.pdf');
  const pdf = await readFile(await report.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const mailedAt = Date.now();
  await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
  await expect(
    page.getByText(`Enviamos para ${client.email} um link para baixar o PDF da árvore no portal.`),
  ).toBeVisible();
  expect(await linkMailedTo(client.email, mailedAt - 1000, /https?:\/\/[^\s"<>]+\/family-tree/)).toMatch(
    /\/family-tree$/,
  );

  // The drawn tree, from the client up.
  await page.getByRole('tab', { name: 'Visualização da árvore' }).click();
  const chart = page.getByRole('figure', { name: 'Árvore de antepassados a partir de você' });
  await expect(chart.getByText('Niccolò Làzzaro', { exact: false })).toBeVisible();
  await expect(chart.getByText('José Aparecido da', { exact: true })).toBeVisible();
  await expect(chart.getByText('Conceição Albuquerque', { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'family-tree-chart-desktop');

  // A phone: the chart and the list fit without a sideways scroll.
  await page.setViewportSize(viewports.phone);
  await expect(chart.getByText('Niccolò Làzzaro', { exact: false })).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'family-tree-chart-phone');
  await page.getByRole('tab', { name: 'Preenchimento manual' }).click();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'family-tree-list-phone');

  await page.getByLabel('Observações para a equipe').fill('Falta a certidão do bisavô.');
  await expect(page.getByRole('checkbox', { name: 'Incluir documentos existentes' })).toBeChecked();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText('Árvore genealógica enviada')).toBeVisible();
  await expect(page.getByText('Enviada à equipe', { exact: true })).toBeVisible();

  // The finished tree is a request in the staff inbox, which opens the client's tree.
  await asStaff(browser, async (staff) => {
    await staff.goto('/admin/requests');
    await expect(staff.getByRole('heading', { level: 1, name: 'Solicitações' })).toBeVisible();
    await staff.getByLabel('Buscar').fill(client.fullName);
    const row = staff.getByRole('listitem').filter({ hasText: client.fullName });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: 'Árvore genealógica — 7 pessoas' }).click();
    await expect(staff.getByText('Falta a certidão do bisavô.')).toBeVisible();
    await expectNoAccessibilityViolations(staff);
    await saveScreenshot(staff, 'family-tree-request-desktop');
    await staff.getByRole('link', { name: 'Abrir a árvore' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Árvore Genealógica' })).toBeVisible();
    await expect(staff.getByRole('button', { name: /Niccolò Làzzaro\s*Avô paterno/ })).toBeVisible();
  });
});

test('a cycle in the parent links is refused with its message under the field', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await register(page.request, newPerson('ciclo'));
  await openTree(page);
  await fill(page, /Sem nome\s*Eu$/, { 'Nome completo': 'Ana Lima' });
  const grandmother = await fill(page, /Sem nome\s*Avó paterna$/, { 'Nome completo': 'Maria Lima' });
  await grandmother.getByLabel('Mãe', { exact: true }).click();
  await page.getByRole('option', { name: 'Ana Lima (Eu)' }).click();
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(page.getByText(/Ana Lima não pode ser ancestral de si mesmo\(a\)/)).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

const GEDCOM = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 5.5.1',
  '1 CHAR UTF-8',
  '0 @I1@ INDI',
  '1 NAME Giuseppe /Bianchì/',
  '1 BIRT',
  '2 DATE ABT 1880',
  '2 PLAC Treviso, Itália',
  'linha estragada',
  '0 @I2@ INDI',
  '1 NAME Lúcia /Bianchì/',
  '1 FAMC @F1@',
  '0 @F1@ FAM',
  '1 HUSB @I1@',
  '1 CHIL @I2@',
  '0 TRLR',
  '',
].join('\n');

test('a client imports a GEDCOM file after its preview', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewports.desktop);
  await register(page.request, newPerson('gedcom'));
  await openTree(page);
  await page.getByRole('tab', { name: 'FamilySearch' }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'familia.ged', mimeType: 'application/octet-stream', buffer: Buffer.from(GEDCOM) });

  const preview = page.getByRole('region', { name: 'Prévia da importação' });
  await expect(preview.getByText('GEDCOM 5.5.1, codificação UTF-8')).toBeVisible();
  await expect(preview.getByText('Pessoas que serão adicionadas (2)')).toBeVisible();
  await expect(preview.getByText('Giuseppe Bianchì')).toBeVisible();
  const bad = preview.getByRole('row', { name: /linha estragada/ });
  await expect(bad.getByRole('cell').first()).toHaveText('10');
  await expect(preview.getByRole('row', { name: /ABT 1880/ })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'family-tree-import-preview-desktop');
  await page.setViewportSize(viewports.phone);
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'family-tree-import-preview-phone');
  await page.setViewportSize(viewports.desktop);

  await preview.getByRole('button', { name: 'Aplicar importação' }).click();
  await expect(page.getByText('Importação aplicada')).toBeVisible();
  await page.getByRole('tab', { name: 'Preenchimento manual' }).click();
  await expect(page.getByRole('button', { name: /Lúcia Bianchì/ })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Rascunho salvo')).toBeVisible();
  await page.getByRole('button', { name: /Giuseppe Bianchì/ }).click();
  const form = page.getByRole('region', { name: /Giuseppe Bianchì/ });
  await expect(form.getByLabel('Data de nascimento', { exact: true })).toHaveValue('1880');
  await expect(form.getByLabel('Local de nascimento', { exact: true })).toHaveValue('Treviso, Itália');

  // A date that does not exist is said as its field is left, before anything is sent.
  await form.getByLabel('Data de falecimento', { exact: true }).fill('31/02/1931');
  await page.keyboard.press('Tab');
  await expect(form.getByText('Esta data não existe: confira o dia e o mês.')).toBeVisible();
  await saveScreenshot(page, 'family-tree-date-warning-desktop');
  await page.setViewportSize(viewports.phone);
  await form.getByLabel('Data de falecimento', { exact: true }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'family-tree-date-warning-phone');
});

test("staff open a client's tree from the client's citizenship case", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const client = newPerson('caso');
  await register(page.request, client);
  const tree = await page.request.put('/api/family-tree', {
    data: {
      persons: [
        { key: 'self', name: 'Lúcia Conceição', relationship: 'self', fatherKey: 'father' },
        { key: 'father', name: 'Giuseppe Làzzaro', relationship: 'father', italianAncestor: true },
      ],
    },
  });
  expect(tree.status(), await tree.text()).toBe(200);
  const { ownerId } = (await tree.json()) as { ownerId: number };

  await asStaff(browser, async (staff) => {
    const opened = await staff.request.post('/api/cases', {
      data: { userId: ownerId, type: 'italian_citizenship', country: 'Itália', startDate: '2026-11-20' },
    });
    expect(opened.status(), await opened.text()).toBe(201);
    const { id } = (await opened.json()) as { id: number };

    await staff.goto(`/admin/cases/${String(id)}`);
    const link = staff.getByRole('link', { name: 'Árvore genealógica do cliente' });
    await expect(link).toBeVisible();
    await expectNoAccessibilityViolations(staff);
    await saveScreenshot(staff, 'family-tree-from-case-desktop');
    await link.click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Árvore Genealógica' })).toBeVisible();
    await expect(staff.getByText(`Você está vendo a árvore de outro cliente (nº ${String(ownerId)}).`)).toBeVisible();
    await expect(staff.getByRole('button', { name: /Giuseppe Làzzaro\s*Pai/ })).toBeVisible();
    await expectNoAccessibilityViolations(staff);

    await staff.setViewportSize(viewports.phone);
    await expect.poll(() => horizontalOverflow(staff)).toBeLessThanOrEqual(0);
    await saveScreenshot(staff, 'family-tree-from-case-phone');
  });
});

test('on a phone the page is drawn before the scripts, and the saved tree fills it without moving it', async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  await register(page.request, newPerson('desenhada'));
  const saved = await page.request.put('/api/family-tree', {
    data: { persons: [{ key: 'self', name: 'Lúcia Conceição', relationship: 'self' }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/family-tree');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'client');
  const sending = page.getByRole('region', { name: 'Ao finalizar' });
  const tabs = page.getByRole('tablist', { name: 'Modo de preenchimento' });
  await expect(sending).toBeVisible();
  const drawnTabs = await tabs.boundingBox();
  await saveScreenshot(page, 'family-tree-drawn-phone');

  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('button', { name: /Lúcia Conceição\s*Eu$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Exportar GEDCOM' })).toBeVisible();
  // The status, the exports now a link and buttons: the tabs stand where drawn. (Within a pixel: the
  // notes field measures its own height once live, and lands a fraction of a pixel off the drawn one.)
  const liveTabs = await tabs.boundingBox();
  expect(liveTabs?.x).toBe(drawnTabs?.x);
  expect(Math.abs((liveTabs?.y ?? 0) - (drawnTabs?.y ?? Infinity))).toBeLessThan(1);
  await saveScreenshot(page, 'family-tree-live-phone');
});
