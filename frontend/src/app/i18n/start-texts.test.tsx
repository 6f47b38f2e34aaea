import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/test-utils';
import { LANGUAGE } from '@/lib/i18n';
import { i18n } from '.';
import { formTexts } from '@/components/form/i18n';
import { authTexts } from '@/features/auth/i18n';
import { startTexts } from './pt-BR';

// In the browser the shell's and the features' texts arrive with the modules that show them
// (texts-follow-modules.test.ts holds the modules to it, and an e2e test walks the pages of the real
// build); these tests start from the start texts and the sign-in pages' own, as a first visit has
// them, and fail on any key shown without its text.
const missing: string[] = [];

beforeEach(() => {
  missing.length = 0;
  i18n.removeResourceBundle(LANGUAGE, 'translation');
  i18n.addResourceBundle(LANGUAGE, 'translation', startTexts);
  // The sign-in pages' chunks bring their own texts and the form kit's (texts-follow-modules.test.ts
  // holds them to it); those modules ran once for every test, so their texts are put back here.
  i18n.addResourceBundle(LANGUAGE, 'translation', { auth: authTexts, form: formTexts }, true, true);
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, _namespace, key) => {
    missing.push(key);
  };
});

afterAll(() => {
  i18n.options.saveMissing = false;
  i18n.options.missingKeyHandler = false;
});

describe('the texts loaded before anyone signs in', () => {
  it('are all the sign-in page needs', async () => {
    renderApp('/auth');

    expect(await screen.findByRole('heading', { name: 'Entrar ou criar conta' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('are all the password reset page needs', async () => {
    renderApp('/auth/reset?token=abc');

    expect(await screen.findByRole('heading', { level: 1, name: 'Criar nova senha' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('are all the not-found page needs', async () => {
    renderApp('/nao-existe');

    expect(await screen.findByText('A página que você procura não existe.')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
