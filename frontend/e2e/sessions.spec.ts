import { test } from '@playwright/test';
import { expect, newPerson, registerElsewhere, signInAtHome } from './people';
import { expectNoAccessibilityViolations, saveScreenshot } from './support';

// The account's sessions, as its owner sees and ends them in Settings > Sessões.
test.describe.configure({ timeout: 240_000 });

test('a client sees the sessions of the account and ends the one left open elsewhere', async ({
  page,
  playwright,
  baseURL,
}) => {
  const person = newPerson('ses');
  // Another device, signed up and left signed in.
  const elsewhere = await registerElsewhere(playwright.request, baseURL, person);

  await signInAtHome(page, person.username, person.password);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Sessões' }).click();
  const sessions = page.getByRole('list', { name: 'Sessões ativas' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('Esta sessão')).toHaveCount(1);
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'settings-sessoes-two-desktop');

  await page.getByRole('button', { name: 'Encerrar as outras' }).click();
  const dialog = page.getByRole('dialog', { name: 'Encerrar as outras sessões' });
  await dialog.getByRole('button', { name: 'Encerrar as outras' }).click();
  await expect(page.getByText('As outras sessões foram encerradas. Esta continua aberta.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // The other device is signed out at once; this one carries on.
  expect((await elsewhere.get('/api/user')).status()).toBe(401);
  await elsewhere.dispose();
  expect((await page.request.get('/api/user')).status()).toBe(200);
});
