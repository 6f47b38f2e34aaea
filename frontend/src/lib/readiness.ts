import { api } from './api';

/** `GET /api/ready`, asked while the server is unavailable to learn when it is back. */
const readiness = api.injectEndpoints({
  endpoints: (build) => ({
    // Never kept: each poll must reach the server.
    ready: build.query<unknown, void>({ query: () => 'ready', keepUnusedDataFor: 0 }),
  }),
});

export const { useReadyQuery } = readiness;
