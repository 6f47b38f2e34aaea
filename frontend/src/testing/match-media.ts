/** A matchMedia for jsdom whose answers a test can set, e.g. to prefer a dark colour scheme. */
let matchingQueries = new Set<string>();

export const PREFERS_DARK = '(prefers-color-scheme: dark)';

export function setMatchingMediaQueries(...queries: string[]) {
  matchingQueries = new Set(queries);
}

class MediaQueryListStub extends EventTarget implements MediaQueryList {
  readonly matches: boolean;
  onchange = null;

  constructor(readonly media: string) {
    super();
    this.matches = matchingQueries.has(media);
  }

  // The listener API older Safari needs; libraries may still call it.
  addListener() {
    /* the answers never change during a test */
  }
  removeListener() {
    /* nothing was added */
  }
}

export function resetMatchMedia() {
  matchingQueries = new Set();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => new MediaQueryListStub(query),
  });
}
