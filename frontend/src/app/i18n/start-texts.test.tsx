import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { regularUser } from '@/testing/users';
import { LANGUAGE } from '@/lib/i18n';
import { i18n } from '.';
import { startTexts } from './pt-BR';

// In the browser the features' texts arrive with the signed-in shell (or a mail link's page); these
// tests start from the sign-in page's texts alone, as a first visit does, and fail on any key shown
// without its text.
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

describe('the features’ texts', () => {
  it('come with the signed-in shell before its page renders', async () => {
    signInAs(regularUser);

    renderApp('/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Configurações' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('come with the page of a link in an appointment mail', async () => {
    server.use(
      http.get('/api/self-service', () => HttpResponse.json({ message: 'Este link já foi usado.' }, { status: 409 })),
    );

    renderApp('/agendamento?id=7&acao=cancel&token=abc');

    expect(await screen.findByText('Este link já foi usado.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cancelar agendamento' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
