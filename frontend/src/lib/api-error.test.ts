import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { server } from '@/testing/server';
import { api } from './api';
import { toApiError } from './api-error';
import '@/app/i18n';

describe('toApiError', () => {
  it("shows the server's message as 'status: message'", () => {
    const error: FetchBaseQueryError = { status: 404, data: { message: 'Recurso não encontrado.' } };

    expect(toApiError(error)).toEqual({
      status: 404,
      message: 'Recurso não encontrado.',
      text: '404: Recurso não encontrado.',
      fieldErrors: {},
    });
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

    expect(apiError.text).toBe('400: Dados inválidos.');
    expect(apiError.fieldErrors).toEqual({ username: 'Nome de usuário deve ter pelo menos 3 caracteres' });
  });

  it('uses a plain-text body as the message', () => {
    expect(toApiError({ status: 502, data: 'Bad Gateway upstream' }).text).toBe('502: Bad Gateway upstream');
  });

  it("falls back to the response's status text when the body says nothing", () => {
    expect(toApiError({ status: 503, data: null }, 'Service Unavailable').text).toBe('503: Service Unavailable');
  });

  it('says an unexpected error happened when neither body nor status text explain it', () => {
    expect(toApiError({ status: 500, data: '' }).text).toBe('500: Ocorreu um erro inesperado.');
  });

  it('reports an answer that is not JSON with its status and text', () => {
    const error: FetchBaseQueryError = {
      status: 'PARSING_ERROR',
      originalStatus: 500,
      data: 'Internal Server Error',
      error: 'SyntaxError: Unexpected token',
    };

    expect(toApiError(error).text).toBe('500: Internal Server Error');
  });

  it('explains a network failure without a status', () => {
    const apiError = toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });

    expect(apiError.status).toBeNull();
    expect(apiError.text).toBe('Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.');
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

    expect(result.error).toMatchObject({ status: 409, text: '409: Horário indisponível' });
  });

  it('turns a failed connection into the network message', async () => {
    server.use(http.get('/api/probe', () => HttpResponse.error()));

    const result = await probe();

    expect(result.error).toMatchObject({
      status: null,
      text: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
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
