import { test } from '@playwright/test';
import {
  activePanel,
  admin,
  expect,
  labelled,
  newPerson,
  register,
  registerElsewhere,
  signInAtHome,
  signInThroughForm,
  signOut,
} from './people';
import { linkMailedTo, mailDir } from './mails';
import { expectNoAccessibilityViolations, horizontalOverflow, rowsOfTabs, saveScreenshot, viewports } from './support';

// Accounts end to end, against the real server and database that scripts/e2e.sh starts: the
// administrator it creates, and the mails the server writes as .eml files.

test.describe.configure({ timeout: 240_000 });

test.beforeAll(() => {
  expect(admin.username, 'PORTAL_E2E_ADMIN_USERNAME (set by scripts/e2e.sh)').not.toBe('');
  expect(mailDir, 'PORTAL_E2E_MAIL_DIR (set by scripts/e2e.sh)').not.toBe('');
});

/** The reset link of the newest mail to `email`, waiting for the server's outbox to write it. */
function resetLinkMailedTo(email: string, after: number) {
  return linkMailedTo(email, after, /https?:\/\/[^\s"<>]+\/auth\/reset\?token=[0-9a-f]+/);
}

test('a new client registers, signs out and in, resets the password by the mailed link and signs in with it', async ({
  page,
}) => {
  const person = newPerson('cli');
  const newPassword = 'senha-nova-2';

  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  const form = activePanel(page);
  await form.getByRole('textbox', { name: 'Nome completo' }).fill(person.fullName);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
  await form.getByRole('textbox', { name: 'Nome de usuário' }).fill(person.username);
  await labelled(form, 'Senha').fill(person.password);
  await labelled(form, 'Confirmar senha').fill(person.password);
  await form.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Registro bem-sucedido')).toBeVisible();
  await expect(page.getByText(`Bem-vindo, ${person.fullName}!`)).toBeVisible();
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText(person.fullName)).toBeVisible();
  await expect(sidebar.getByText('Usuário', { exact: true })).toBeVisible();

  await signOut(page);
  await signInThroughForm(page, person.username, person.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Login bem-sucedido')).toBeVisible();
  await signOut(page);

  // 'Esqueci minha senha': the sent view closes itself after 3 seconds.
  const requestedAt = Date.now() - 1000;
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recuperar Senha' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText('Link para nova senha enviado para seu email!')).toBeVisible();
  await expect(page.getByText('Email enviado')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });

  const link = await resetLinkMailedTo(person.email, requestedAt);
  expect(new URL(link).pathname).toBe('/auth/reset');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Criar nova senha' })).toBeVisible();
  await labelled(page, 'Nova senha').fill(newPassword);
  await labelled(page, 'Confirmar nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();

  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Senha redefinida. Entre com a nova senha.')).toBeVisible();

  await signInThroughForm(page, person.username, person.password);
  await expect(page.getByText('Nome de usuário ou senha inválidos.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  // The button waited disabled, which drops the focus to the page; it has it back to try again.
  await expect(activePanel(page).getByRole('button', { name: 'Entrar' })).toBeFocused();

  await labelled(activePanel(page), 'Senha').fill(newPassword);
  await activePanel(page).getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('complementary').getByText(person.fullName)).toBeVisible();

  // The link was used once: opening it again is refused with the server's message, at once.
  await signOut(page);
  await page.goto(link);
  const refusal = page.getByRole('alert').filter({ hasText: 'Link inválido' });
  await expect(refusal).toContainText('Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo.');
  await expect(labelled(page, 'Nova senha')).toHaveCount(0);
});

test('an administrator deactivates a user, whose session ends and who can no longer sign in', async ({
  page,
  playwright,
  baseURL,
}) => {
  const person = newPerson('des');
  // The user signs up in a browser of their own, and stays signed in there.
  const usersBrowser = await registerElsewhere(playwright.request, baseURL, person);

  await signInAtHome(page, admin.username, admin.password);
  await page.getByRole('complementary').getByRole('link', { name: 'Gerenciar Usuários' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Usuários' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar' }).fill(person.username);
  const table = page.getByRole('table', { name: 'Usuários cadastrados' });
  const row = table.getByRole('row').filter({ hasText: person.username });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row.getByText('Ativo', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Editar ${person.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
  await expect(dialog.getByRole('textbox', { name: 'Nome de usuário' })).toHaveValue(person.username);
  await expect(dialog.getByRole('textbox', { name: 'Nome de usuário' })).not.toBeEditable();
  await expect(dialog.getByRole('textbox', { name: 'Nome completo' })).not.toBeEditable();
  await dialog.getByRole('switch', { name: /^Conta ativa/ }).uncheck();
  await expect(dialog.getByRole('switch', { name: /^Conta ativa/ })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  // Locking someone out is asked again, saying what it does.
  const ask = page.getByRole('dialog', { name: `Confirme a alteração de ${person.fullName}` });
  await expect(ask).toContainText('as sessões abertas terminam agora');
  await expect(ask.getByRole('button', { name: 'Voltar' })).toBeFocused();
  await ask.getByRole('button', { name: 'Confirmar alteração' }).click();

  await expect(page.getByText('Usuário atualizado')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Inativo', { exact: true })).toBeVisible();

  // The user's open session ended at once, and signing in again is refused with the reason.
  expect((await usersBrowser.get('/api/user')).status()).toBe(401);
  await usersBrowser.dispose();
  await signOut(page);
  await signInThroughForm(page, person.username, person.password);
  await expect(page.getByText('Falha no login')).toBeVisible();
  await expect(page.getByText('Sua conta está desativada. Fale com a equipe.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an administrator removes a user after confirming, and cannot remove or demote themselves', async ({ page }) => {
  const person = newPerson('rem');
  await register(page.request, person);
  await page.request.post('/api/logout', { data: {} });

  await signInAtHome(page, admin.username, admin.password);
  await page.goto('/users-management');

  const table = page.getByRole('table', { name: 'Usuários cadastrados' });
  const ownRow = table.getByRole('row').filter({ hasText: admin.username }).filter({ hasText: 'Você' });
  await expect(ownRow).toHaveCount(1);
  await expect(ownRow.getByRole('button', { name: /^Remover/ })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Buscar' }).fill(person.email);
  const row = table.getByRole('row').filter({ hasText: person.username });
  await row.getByRole('button', { name: `Remover ${person.fullName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remover usuário' });
  await expect(
    confirm.getByText('Tem certeza que deseja remover este usuário? Esta ação não pode ser desfeita.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Remover' }).click();

  await expect(page.getByText('O usuário foi removido com sucesso.')).toBeVisible();
  await expect(page.getByText('Nenhum usuário encontrado com os filtros aplicados.')).toBeVisible();
});

test('a user updates the profile, is told a wrong current password, and changes the password', async ({ page }) => {
  const person = newPerson('cfg');
  await register(page.request, person);

  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
  const profile = page.getByRole('tabpanel');
  await expect(profile.getByRole('textbox', { name: 'Nome de usuário' })).toHaveValue(person.username);
  const newName = `${person.fullName} Souza`;
  await profile.getByRole('textbox', { name: 'Nome completo' }).fill(newName);
  await profile.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Perfil atualizado')).toBeVisible();
  await expect(page.getByRole('complementary').getByText(newName)).toBeVisible();

  await page.getByRole('tab', { name: 'Senha' }).click();
  const passwordTab = page.getByRole('tabpanel');
  await labelled(passwordTab, 'Senha atual').fill('nao-e-esta');
  await labelled(passwordTab, 'Nova senha').fill('senha-nova-9');
  await labelled(passwordTab, 'Confirmar nova senha').fill('senha-nova-9');
  await passwordTab.getByRole('button', { name: 'Atualizar senha' }).click();
  await expect(passwordTab.getByText('Senha atual incorreta')).toBeVisible();
  await expect(labelled(passwordTab, 'Senha atual')).toBeFocused();

  await labelled(passwordTab, 'Senha atual').fill(person.password);
  await passwordTab.getByRole('button', { name: 'Atualizar senha' }).click();
  await expect(page.getByText('Senha atualizada')).toBeVisible();

  // This session carries on; the new password is the one that works from now on.
  await page.reload();
  await expect(page.getByRole('complementary').getByText(newName)).toBeVisible();
  await signOut(page);
  await signInThroughForm(page, person.username, 'senha-nova-9');
  await expect(page).toHaveURL(/\/home$/);
});

test.describe('the account screens look right and are accessible', () => {
  for (const [viewportName, viewport] of Object.entries(viewports)) {
    test.describe(`at ${viewportName} size`, () => {
      test.use({ viewport });

      test('sign-in page: registration tab and the password recovery modal', async ({ page }) => {
        await page.goto('/auth');
        await page.getByRole('tab', { name: 'Cadastrar' }).click();
        await activePanel(page).getByRole('button', { name: 'Criar conta' }).click();
        await expect(activePanel(page).getByText('Por favor, confirme sua senha')).toBeVisible();
        await expectNoAccessibilityViolations(page);
        await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await saveScreenshot(page, `auth-register-${viewportName}`);

        // The strength meter under the password, for a guessable and for a strong one.
        const password = labelled(activePanel(page), 'Senha');
        await password.fill('senha123');
        await expect(activePanel(page).getByText(/^Força da senha: (Muito fraca|Fraca)$/)).toBeVisible();
        await password.fill('Quando-o-trem-das-onze-partir');
        await expect(activePanel(page).getByText('Força da senha: Forte')).toBeVisible();
        await expectNoAccessibilityViolations(page);
        await saveScreenshot(page, `auth-register-strength-${viewportName}`);

        await page.getByRole('tab', { name: 'Entrar' }).click();
        await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
        const dialog = page.getByRole('dialog', { name: 'Recuperar Senha' });
        await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
        await expectNoAccessibilityViolations(page);
        await saveScreenshot(page, `auth-forgot-password-${viewportName}`);
        await dialog.getByRole('button', { name: 'Cancelar' }).click();
        await expect(dialog).toBeHidden();
      });

      test('the reset page, with and without a valid link', async ({ page }) => {
        const person = newPerson(`r${viewportName.slice(0, 2)}`);
        await register(page.request, person);
        const requestedAt = Date.now() - 1000;
        const asked = await page.request.post('/api/reset-password', { data: { email: person.email } });
        expect(asked.status()).toBe(200);
        await page.goto(await resetLinkMailedTo(person.email, requestedAt));
        await expect(page.getByRole('heading', { level: 1, name: 'Criar nova senha' })).toBeVisible();
        await expect(labelled(page, 'Nova senha')).toBeVisible();
        await expectNoAccessibilityViolations(page);
        await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await saveScreenshot(page, `auth-reset-${viewportName}`);

        // An unknown, used or expired link is said as the page opens, before anything is typed.
        await page.goto('/auth/reset?token=0000');
        await expect(page.getByRole('alert').filter({ hasText: 'Link inválido' })).toBeVisible();
        await expect(labelled(page, 'Nova senha')).toHaveCount(0);
        await expectNoAccessibilityViolations(page);
        await saveScreenshot(page, `auth-reset-invalid-${viewportName}`);
      });

      test('settings, each tab', async ({ page }) => {
        await register(page.request, newPerson(`v${viewportName.slice(0, 2)}`));
        await page.goto('/settings');
        await expect(page.getByRole('textbox', { name: 'Nome completo' })).not.toHaveValue('');
        expect(await rowsOfTabs(page), 'the five tabs on one row, scrolled sideways on a phone').toBe(1);
        for (const tab of ['Perfil', 'Senha', 'Notificações', 'Sessões']) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
          await expectNoAccessibilityViolations(page);
          expect(await horizontalOverflow(page), `sideways scroll on ${tab}`).toBeLessThanOrEqual(0);
          await saveScreenshot(
            page,
            `settings-${tab
              .normalize('NFD')
              .replace(/[\u0300-\u036f]/g, '')
              .toLowerCase()}-${viewportName}`,
          );
        }
      });

      test('changing the e-mail asks for the current password', async ({ page }) => {
        await register(page.request, newPerson(`em${viewportName.slice(0, 2)}`));
        await page.goto('/settings');
        const email = page.getByRole('textbox', { name: 'E-mail' });
        await expect(email).not.toHaveValue('');
        await expect(labelled(page, 'Senha atual')).toBeHidden();
        await email.fill(`novo.${Date.now().toString(36)}@cliente.example`);
        await expect(labelled(page, 'Senha atual')).toBeVisible();
        await expectNoAccessibilityViolations(page);
        await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await saveScreenshot(page, `settings-perfil-email-${viewportName}`);
      });

      test('user management', async ({ page }) => {
        const person = newPerson(`lst${viewportName.slice(0, 2)}`);
        await register(page.request, person);
        await page.request.post('/api/logout', { data: {} });
        const login = await page.request.post('/api/login', { data: admin });
        expect(login.status()).toBe(200);

        await page.goto('/users-management');
        await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Usuários' })).toBeVisible();
        await expect(page.getByText(/^Mostrando 1–/)).toBeVisible();
        await expectNoAccessibilityViolations(page);
        await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await saveScreenshot(page, `users-management-${viewportName}`);

        await page.getByRole('searchbox', { name: 'Buscar' }).fill(person.username);
        await expect(page.getByText('Mostrando 1–1 de 1')).toBeVisible();
        await page.getByRole('button', { name: `Editar ${person.fullName}` }).click();
        const edit = page.getByRole('dialog', { name: 'Editar usuário' });
        await expect(edit.getByRole('radio', { name: 'Usuário' })).toBeChecked();
        await expectNoAccessibilityViolations(page);
        await saveScreenshot(page, `users-management-edit-${viewportName}`);
        // Granting full access is asked first; 'Voltar' changes nothing.
        await edit.getByRole('radio', { name: 'Administrador' }).check();
        await edit.getByRole('button', { name: 'Salvar' }).click();
        const ask = page.getByRole('dialog', { name: `Confirme a alteração de ${person.fullName}` });
        await expect(ask.getByRole('button', { name: 'Voltar' })).toBeFocused();
        await expectNoAccessibilityViolations(page);
        await saveScreenshot(page, `users-management-confirm-admin-${viewportName}`);
        await ask.getByRole('button', { name: 'Voltar' }).click();
        await expect(ask).toBeHidden();
        await edit.getByRole('button', { name: 'Cancelar' }).click();
        await expect(edit).toBeHidden();

        await page.getByRole('button', { name: `Remover ${person.fullName}` }).click();
        const confirm = page.getByRole('dialog', { name: 'Remover usuário' });
        await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
        await expectNoAccessibilityViolations(page);
        await saveScreenshot(page, `users-management-remove-${viewportName}`);
        await confirm.getByRole('button', { name: 'Cancelar' }).click();
        await expect(confirm).toBeHidden();
      });
    });
  }
});

test('in the dark theme, the forms with their error messages are accessible', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('theme', 'dark');
  });
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await activePanel(page).getByRole('button', { name: 'Criar conta' }).click();
  await expect(activePanel(page).getByText('Nome completo é obrigatório')).toBeVisible();
  // The first field in error has the focus, with a ring that shows on its red border.
  await expect(activePanel(page).getByRole('textbox', { name: 'Nome completo' })).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'auth-register-desktop-dark');

  await register(page.request, newPerson('drk'));
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Senha' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Atualizar senha' }).click();
  await expect(page.getByText('Senha atual é obrigatória')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'settings-senha-desktop-dark');

  await page.getByRole('tab', { name: 'Notificações' }).click();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'settings-notificacoes-desktop-dark');
});
