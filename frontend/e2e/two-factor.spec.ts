import { test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { activePanel, expect, labelled, newPerson, register, signInAtHome, signInThroughForm } from './people';
import { expectNoAccessibilityViolations, horizontalOverflow, saveScreenshot, viewports } from './support';

// A client turns on the second factor in Settings, keeps the recovery codes, and signs in with a
// code from the authenticator app (computed here, as the app would).
test.describe.configure({ timeout: 240_000 });

/** The app's code `stepsAhead` steps of 30 s from now: a code whose step was used is refused. */
function appCode(secret: string, stepsAhead = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function checkScreen(page: Page, name: string) {
  await expectNoAccessibilityViolations(page);
  expect(await horizontalOverflow(page), `sideways scroll on ${name}`).toBeLessThanOrEqual(0);
  await saveScreenshot(page, name);
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`at ${viewportName} size`, () => {
    test.use({ viewport });

    test('a client turns on two-step verification and signs in with a code', async ({ page, playwright, baseURL }) => {
      const person = newPerson(`tf${viewportName.slice(0, 2)}`);
      const signUp = await playwright.request.newContext({ baseURL });
      await register(signUp, person);
      await signUp.dispose();

      await signInAtHome(page, person.username, person.password);
      await page.goto('/settings?tab=two-factor');
      await expect(page.getByRole('tab', { name: 'Verificação em duas etapas' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByText('Desativada')).toBeVisible();
      await checkScreen(page, `two-factor-off-${viewportName}`);

      await page.getByRole('button', { name: 'Ativar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ativar a verificação em duas etapas' });
      await labelled(dialog, 'Senha atual').fill(person.password);
      await dialog.getByRole('button', { name: 'Continuar' }).click();
      await expect(dialog.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
      await checkScreen(page, `two-factor-qr-${viewportName}`);

      const secret = (await dialog.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
      await labelled(dialog, 'Código de verificação').fill(appCode(secret));
      await dialog.getByRole('button', { name: 'Ativar' }).click();
      const codesDialog = page.getByRole('dialog', { name: 'Seus códigos de recuperação' });
      const codes = codesDialog.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      await expect(codesDialog.getByRole('button', { name: 'Concluir' })).toBeDisabled();
      await checkScreen(page, `two-factor-codes-${viewportName}`);
      await codesDialog.getByRole('checkbox', { name: 'Guardei meus códigos' }).check();
      await codesDialog.getByRole('button', { name: 'Concluir' }).click();
      await expect(codesDialog).toBeHidden();
      await expect(page.getByText('Ativada', { exact: true })).toBeVisible();

      // Signing out and in again: the password, then the code.
      expect((await page.request.post('/api/logout', { data: {} })).status()).toBe(204);
      await page.goto('/auth');
      await signInThroughForm(page, person.username, person.password);
      const code = labelled(activePanel(page), 'Código de verificação');
      await expect(code).toBeVisible();
      await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      await code.fill('000000');
      await activePanel(page).getByRole('button', { name: 'Verificar' }).click();
      await expect(activePanel(page).getByText('Código inválido. Confira o aplicativo autenticador.')).toBeVisible();
      await checkScreen(page, `two-factor-sign-in-${viewportName}`);

      // The enrolment's code was used up: the app's next one signs in.
      await code.fill(appCode(secret, 1));
      await activePanel(page).getByRole('button', { name: 'Verificar' }).click();
      await expect(page).toHaveURL(/\/home$/);
      expect((await page.request.get('/api/user')).status()).toBe(200);
    });
  });
}
