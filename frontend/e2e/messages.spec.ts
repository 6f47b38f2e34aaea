import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, horizontalOverflow, saveScreenshot, viewports } from './support';
import { admin, registerClient, signInAsAdmin } from './people';

// The machine running the suite may be busy; a page's lazy chunk can take a while to arrive.
const expect = baseExpect.configure({ timeout: 15_000 });

async function unreadCount(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/messages/unread-count');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

const unreadText = (count: number) => (count === 1 ? '1 mensagem não lida' : `${count} mensagens não lidas`);

/** The Mensagens entry of the sidebar, whose name carries the unread count when there is one. */
const sidebarEntry = (page: Page) => page.getByRole('complementary').getByRole('link', { name: /^Mensagens/ });

async function openMessages(page: Page, query = '') {
  await page.goto(`/messages${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mensagens' })).toBeVisible();
}

const rowWith = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

/** The part of a row that opens the message: the button holding its text (the other one deletes). */
const openButton = (row: Locator, text: string) => row.getByRole('button').filter({ hasText: text });

test('a client writes to the staff, an administrator reads and answers, and the client reads the answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const clientName = 'Luiza Ferreira';
  const question = `Bom dia! Quais documentos levo ao consulado? (${Date.now().toString(36)})`;
  const answer = `Olá, Luiza! Leve passaporte, certidão de nascimento e comprovante de residência. (${Date.now().toString(36)})`;

  // The client: an empty inbox, the new-message dialog with its checks, then the message.
  await page.setViewportSize(viewports.desktop);
  await registerClient(page.request, clientName);
  await openMessages(page);
  await expect(page.getByRole('tab', { name: 'Caixa de entrada', selected: true })).toBeVisible();
  await expect(page.getByText('Nenhuma mensagem na sua caixa de entrada')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'messages-empty-desktop');

  await page.getByRole('button', { name: 'Nova mensagem' }).click();
  const newMessage = page.getByRole('dialog', { name: 'Nova mensagem' });
  await expect(newMessage).toBeVisible();
  await newMessage.getByRole('button', { name: 'Enviar' }).click();
  await expect(newMessage.getByText('Destinatário é obrigatório')).toBeVisible();
  await expect(newMessage.getByText('O conteúdo da mensagem é obrigatório')).toBeVisible();
  await expect(newMessage.getByLabel('Mensagem')).toHaveAttribute('rows', '6');
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'messages-new-errors-desktop');

  await newMessage.getByLabel('Destinatário').click();
  await page.getByRole('option', { name: `${admin.fullName} (Administrador)` }).click();
  await newMessage.getByLabel('Mensagem').fill(question);
  // Escape with a message typed asks first; continuing keeps it.
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Descartar a mensagem?' });
  await expect(discard.getByRole('button', { name: 'Continuar escrevendo' })).toBeFocused();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'messages-discard-desktop');
  await discard.getByRole('button', { name: 'Continuar escrevendo' }).click();
  await expect(discard).toBeHidden();
  await expect(newMessage.getByLabel('Mensagem')).toHaveValue(question);
  await newMessage.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Sua mensagem foi enviada com sucesso.')).toBeVisible();
  await expect(newMessage).toBeHidden();

  await page.getByRole('tab', { name: 'Enviadas' }).click();
  const sent = rowWith(page, question);
  await expect(sent).toContainText(`Para: ${admin.fullName}`);
  await expect(sent).toContainText('Enviada');
  await expect(sent).toContainText(/há (poucos segundos|um minuto)/);

  // The administrator: the unread dot and the count, opening marks it read, then the answer.
  const adminContext = await browser.newContext({ viewport: viewports.desktop });
  try {
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage.request);
    const before = await unreadCount(adminPage.request);
    expect(before).toBeGreaterThanOrEqual(1);

    await openMessages(adminPage);
    await expect(sidebarEntry(adminPage)).toHaveAccessibleName(new RegExp(`^Mensagens\\s*${unreadText(before)}$`));
    const received = rowWith(adminPage, question);
    await expect(received).toHaveAttribute('data-unread', 'true');
    await expect(received.locator('[data-unread-dot]')).toBeVisible();
    await expect(received.getByText('Não lida')).toBeAttached();
    await expect(received).toContainText(clientName);
    await expectNoAccessibilityViolations(adminPage);
    await saveScreenshot(adminPage, 'messages-inbox-unread-desktop');

    await openButton(received, question).click();
    const view = adminPage.getByRole('dialog', { name: `Mensagem de ${clientName}` });
    await expect(view).toContainText(question);
    await expect(view.getByText(`De: ${clientName}`)).toBeVisible();
    await expect(received).not.toHaveAttribute('data-unread');
    const after = before - 1;
    await expect(sidebarEntry(adminPage)).toHaveAccessibleName(
      after === 0 ? 'Mensagens' : new RegExp(`^Mensagens\\s*${unreadText(after)}$`),
    );
    const reply = view.getByLabel(`Resposta para ${clientName}`);
    await expect(reply).toHaveAttribute('rows', '4');
    await expectNoAccessibilityViolations(adminPage);
    await saveScreenshot(adminPage, 'messages-view-desktop');

    await reply.fill(answer);
    await view.getByRole('button', { name: 'Responder' }).click();
    await expect(adminPage.getByText('Sua mensagem foi enviada com sucesso.')).toBeVisible();
    await expect(view).toBeHidden();
    await adminPage.getByRole('tab', { name: 'Enviadas' }).click();
    await expect(rowWith(adminPage, answer)).toContainText(`Para: ${clientName}`);
  } finally {
    await adminContext.close();
  }

  // The client again, on a phone: the answer waits unread, with the count on the bottom bar;
  // opening it reads it, and back on a wide screen their question shows 'Lida'.
  await page.setViewportSize(viewports.phone);
  await openMessages(page);
  const bottomBarEntry = page.getByRole('navigation', { name: 'Atalhos' }).getByRole('link', { name: /Mensagens/ });
  await expect(bottomBarEntry).toHaveAccessibleName(/1 mensagem não lida/);
  const answered = rowWith(page, answer);
  await expect(answered).toHaveAttribute('data-unread', 'true');
  await expect(answered).toContainText(admin.fullName);
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'messages-inbox-unread-phone');

  await openButton(answered, answer).click();
  const answerView = page.getByRole('dialog', { name: `Mensagem de ${admin.fullName}` });
  await expect(answerView).toContainText(answer);
  await expect(bottomBarEntry).toHaveAccessibleName('Mensagens');
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'messages-view-phone');
  await page.keyboard.press('Escape');
  await expect(answerView).toBeHidden();
  await expect(answered).not.toHaveAttribute('data-unread');

  await page.setViewportSize(viewports.desktop);
  await expect(sidebarEntry(page)).toHaveAccessibleName('Mensagens');
  await page.getByRole('tab', { name: 'Enviadas' }).click();
  await expect(rowWith(page, question)).toContainText('Lida');
  await saveScreenshot(page, 'messages-sent-desktop');

  // A phone in the dark theme, with the form's error messages showing.
  await page.setViewportSize(viewports.phone);
  await page.evaluate(() => {
    window.localStorage.setItem('theme', 'dark');
  });
  await openMessages(page);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(rowWith(page, answer)).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'messages-inbox-phone-dark');
  await page.getByRole('button', { name: 'Nova mensagem' }).click();
  const phoneDialog = page.getByRole('dialog', { name: 'Nova mensagem' });
  await phoneDialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(phoneDialog.getByText('Destinatário é obrigatório')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'messages-new-errors-phone-dark');
});

test('deleting a message asks first and hides it from the deleter only', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const note = `Mensagem para apagar (${Date.now().toString(36)})`;
  await registerClient(page.request, 'Rafael Souza');
  const contacts = (await (await page.request.get('/api/messages/contacts')).json()) as { id: number; name: string }[];
  const staff = contacts.find((contact) => contact.name === admin.fullName);
  expect(staff, 'the seeded administrator is a contact of a client').toBeDefined();
  const sent = await page.request.post('/api/messages', { data: { receiverId: staff?.id, content: note } });
  expect(sent.status()).toBe(201);

  await openMessages(page, '?box=sent');
  const row = rowWith(page, note);
  await row.getByRole('button', { name: `Excluir a mensagem para ${admin.fullName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir mensagem' });
  await expect(confirm.getByText('Tem certeza de que deseja excluir esta mensagem?')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'messages-delete-desktop');
  await confirm.getByRole('button', { name: 'Excluir' }).click();

  await expect(page.getByText('Mensagem excluída')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Nenhuma mensagem enviada')).toBeVisible();

  // The administrator still has it.
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage.request);
    await openMessages(adminPage);
    await expect(rowWith(adminPage, note)).toBeVisible();
  } finally {
    await adminContext.close();
  }
});
