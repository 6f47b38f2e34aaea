import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { PortalRoutes } from './routes';
import { makeStore } from './store';

/**
 * The pages drawn at build time (build/prerender-plugin.js), as a first visit sees them: nobody signed
 * in, the light colour scheme, a narrow screen. The server sends one to a browser in that state
 * (docs/decisions/prerendered-pages.md), which then paints it before any script has arrived.
 */
export const PRERENDERED_PATHS = ['/auth'] as const;

/** The markup of #root for `path`, once every lazy part of it has loaded. */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AppProviders store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <PortalRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return text(prelude);
}
