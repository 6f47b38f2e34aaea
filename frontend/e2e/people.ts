import {
  expect as baseExpect,
  type APIRequest,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { viewports } from './support';

// People and the account screens' common steps, shared by the journeys.

// Every sign-in, registration and password change runs bcrypt (cost 12) in the debug build of the
// server, which takes seconds on a busy machine: the journeys wait longer than Playwright's 5 s.
export const expect = baseExpect.configure({ timeout: 30_000 });

export interface Person {
  fullName: string;
  email: string;
  username: string;
  password: string;
}

/** Someone new for each run, so the journeys never meet a username or e-mail already taken. */
export function newPerson(label: string): Person {
  const id = `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1000).toString(36)}`;
  return {
    fullName: `Cliente ${label} ${id.slice(-5)}`,
    email: `${id}@cliente.example`,
    username: id,
    password: 'senha-inicial-1',
  };
}

export async function register(request: APIRequestContext, person: Person) {
  const response = await request.post('/api/register', {
    data: { fullName: person.fullName, email: person.email, username: person.username, password: person.password },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Signs `person` up on another device (a request context of its own), left signed in there. */
export async function registerElsewhere(requests: APIRequest, baseURL: string | undefined, person: Person) {
  const elsewhere = await requests.newContext({ baseURL });
  await register(elsewhere, person);
  expect((await elsewhere.get('/api/user')).status()).toBe(200);
  return elsewhere;
}

/** The administrator scripts/e2e.sh creates (its full name is the one that script gives). */
export const admin = {
  username: process.env.PORTAL_E2E_ADMIN_USERNAME ?? '',
  password: process.env.PORTAL_E2E_ADMIN_PASSWORD ?? '',
  fullName: 'Administradora Portal',
};

/** Signs the request context in as the administrator, through the API. */
export async function signInAsAdmin(request: APIRequestContext) {
  expect(admin.username, 'PORTAL_E2E_ADMIN_USERNAME is set by scripts/e2e.sh').not.toBe('');
  const response = await request.post('/api/login', { data: { username: admin.username, password: admin.password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Runs `journey` on a page of its own signed in as the administrator, at desktop width. */
export async function asStaff(browser: Browser, journey: (staff: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: viewports.desktop });
  try {
    const staff = await context.newPage();
    await signInAsAdmin(staff.request);
    await journey(staff);
  } finally {
    await context.close();
  }
}

/** Registers a new client, which also signs the request context in as them (POST /api/register). */
export async function registerClient(request: APIRequestContext, fullName = 'Cliente de Teste'): Promise<Person> {
  const person = { ...newPerson('cliente'), fullName };
  await register(request, person);
  return person;
}

export const activePanel = (page: Page) => page.getByRole('tabpanel');

/** A field by its whole label, which may end with the required-field asterisk. */
export const labelled = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

export async function signInThroughForm(page: Page, username: string, password: string) {
  const panel = activePanel(page);
  await panel.getByRole('textbox', { name: 'Nome de usuário' }).fill(username);
  await labelled(panel, 'Senha').fill(password);
  await panel.getByRole('button', { name: 'Entrar' }).click();
}

/** Signs in through the form of /auth and waits for the start page. */
export async function signInAtHome(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await signInThroughForm(page, username, password);
  await expect(page).toHaveURL(/\/home$/);
}

export async function signOut(page: Page) {
  await page.getByRole('complementary').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  // The toast of an earlier sign-out may still be on screen: the newest is the last.
  await expect(page.getByText('Você saiu da sua conta com sucesso.').last()).toBeVisible();
}
