import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';

/* The /auth page on screen: opening a tab, finding and filling its fields, answering its requests. */

export const activePanel = () => screen.getByRole('tabpanel');
export const field = (label: string) => within(activePanel()).getByLabelText(new RegExp(`^${label}`));

/** 'Entrar', the submit button of the sign-in tab. */
export const signInButton = () => within(activePanel()).getByRole('button', { name: 'Entrar' });

/** Types into the field of the visible tab at once (a paste), as typing key by key is slow here. */
export async function fill(app: { user: UserEvent }, label: string, text: string) {
  await app.user.click(field(label));
  await app.user.paste(text);
}

/** Fills the fields of the visible tab in the order given, label by label. */
export async function fillFields(app: { user: UserEvent }, values: Record<string, string>) {
  for (const [label, text] of Object.entries(values)) await fill(app, label, text);
}

/** Fills the sign-in tab and presses 'Entrar'. */
export async function signInWith(app: { user: UserEvent }, username: string, password: string) {
  await fillFields(app, { 'Nome de usuário': username, Senha: password });
  await app.user.click(signInButton());
}

/** A registration that passes every check, as João da Silva. */
const validRegistration: Record<string, string> = {
  'Nome completo': 'João da Silva',
  'E-mail': 'joao@cliente.example',
  'Nome de usuário': 'joao.silva',
  Senha: 'segredo123',
  'Confirmar senha': 'segredo123',
};

/** Fills the 'Cadastrar' tab with a valid registration changed by `changes`, and presses 'Criar conta'. */
export async function registerWith(app: { user: UserEvent }, changes: Record<string, string> = {}) {
  await fillFields(app, { ...validRegistration, ...changes });
  await app.user.click(within(activePanel()).getByRole('button', { name: 'Criar conta' }));
}

export async function openAuth() {
  const app = renderApp('/auth');
  // The page is its own chunk; the first test loads it, which takes a moment on a busy machine.
  await screen.findByRole('tab', { name: 'Entrar' }, { timeout: 5000 });
  return app;
}

export async function openRegister() {
  const app = await openAuth();
  await app.user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
  return app;
}

/** Answers POST `path` with `answer`, recording each JSON body sent. */
export function answerPost(path: string, answer: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}
