import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { server } from '@/testing/server';
import { api } from './api';
import { toApiError } from './api-error';
import '@/app/i18n';

describe('toApiError', () => {
  it("shows the server's message as it is, without the HTTP status", () => {
    const error: FetchBaseQueryError = { status: 404, data: { message: 'Recurso não encontrado.' } };

    expect(toApiError(error)).toEqual({ status: 404, message: 'Recurso não encontrado.', fieldErrors: {} });
  });

  it('keeps the per-field messages of an invalid input and drops anything that is not text', () => {
    const error: FetchBaseQueryError = {
      status: 400,
      data: {
        message: 'Dados inválidos.',
        fieldErrors: { username: 'Nome de usuário deve ter pelo menos 3 caracteres', password: 42 },
      },
    };

    const apiError = toApiError(error);

    expect(apiError.message).toBe('Dados inválidos.');
    expect(apiError.fieldErrors).toEqual({ username: 'Nome de usuário deve ter pelo menos 3 caracteres' });
  });

  it("says in Portuguese that the service is down when a proxy answers for it, not the proxy's text", () => {
    const unavailable = 'O serviço está temporariamente indisponível. Tente de novo em instantes.';
    expect(toApiError({ status: 502, data: '<html><body>Bad Gateway</body></html>' }).message).toBe(unavailable);
    expect(toApiError({ status: 503, data: null }).message).toBe(unavailable);
    expect(toApiError({ status: 504, data: 'Gateway Timeout' }).message).toBe(unavailable);
  });

  it('says an unexpected error happened when the body gives no reason', () => {
    expect(toApiError({ status: 500, data: '' }).message).toBe('Ocorreu um erro inesperado.');
    expect(toApiError({ status: 413, data: 'Request Entity Too Large' }).message).toBe('Ocorreu um erro inesperado.');
  });

  it('does not show an answer that is not JSON', () => {
    const error: FetchBaseQueryError = {
      status: 'PARSING_ERROR',
      originalStatus: 500,
      data: 'Internal Server Error',
      error: 'SyntaxError: Unexpected token',
    };

    expect(toApiError(error).message).toBe('Ocorreu um erro inesperado.');
  });

  it('explains a network failure without a status', () => {
    const apiError = toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });

    expect(apiError.status).toBeNull();
    expect(apiError.message).toBe('Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.');
  });

  it('returns an already normalised error unchanged', () => {
    const normalised = toApiError({ status: 409, data: { message: 'Horário indisponível' } });

    expect(toApiError(normalised)).toBe(normalised);
  });
});

describe('the api slice', () => {
  const probeApi = api.injectEndpoints({
    endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => '/probe' }) }),
  });

  async function probe() {
    const store = makeStore();
    return store.dispatch(probeApi.endpoints.probe.initiate());
  }

  it('turns an error answer into the normalised error', async () => {
    server.use(http.get('/api/probe', () => HttpResponse.json({ message: 'Horário indisponível' }, { status: 409 })));

    const result = await probe();

    expect(result.error).toMatchObject({ status: 409, message: 'Horário indisponível' });
  });

  it('turns a failed connection into the network message', async () => {
    server.use(http.get('/api/probe', () => HttpResponse.error()));

    const result = await probe();

    expect(result.error).toMatchObject({
      status: null,
      message: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    });
  });

  it('sends the session cookie with every call', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.get('/api/probe', ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json({});
      }),
    );

    await probe();

    expect(credentials).toBe('include');
  });
});
