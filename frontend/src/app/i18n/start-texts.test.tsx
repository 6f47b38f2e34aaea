import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/test-utils';
import { LANGUAGE } from '@/lib/i18n';
import { i18n } from '.';
import { startTexts } from './pt-BR';

// In the browser the shell's and the features' texts arrive with the modules that show them
// (texts-follow-modules.test.ts holds the modules to it, and an e2e test walks the pages of the real
// build); these tests start from the sign-in page's texts alone, as a first visit does, and fail on
// any key shown without its text.
const missing: string[] = [];

beforeEach(() => {
  missing.length = 0;
  i18n.removeResourceBundle(LANGUAGE, 'translation');
  i18n.addResourceBundle(LANGUAGE, 'translation', startTexts);
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
