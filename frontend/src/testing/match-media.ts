import { screenFrom, TALL_SCREEN } from '@/lib/screen-width';

/**
 * A matchMedia for jsdom whose answers a test can set, e.g. to prefer a dark colour scheme. Unless a
 * test says otherwise the screen is a wide and tall one: wider than every breakpoint the portal draws
 * for.
 */
const WIDE_SCREEN = [screenFrom('xs'), screenFrom('sm'), screenFrom('md'), screenFrom('lg'), TALL_SCREEN];
let matchingQueries = new Set<string>(WIDE_SCREEN);

export const PREFERS_DARK = '(prefers-color-scheme: dark)';
export const PREFERS_REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function setMatchingMediaQueries(...queries: string[]) {
  matchingQueries = new Set(queries);
}

/** The person asks for less motion (Mantine then opens and closes dialogs at once); the screen stays. */
export function preferReducedMotion() {
  matchingQueries.add(PREFERS_REDUCED_MOTION);
}

/** A phone's screen, held upright: narrower than the sidebar needs, no other preference. */
export function onAPhone() {
  setMatchingMediaQueries(TALL_SCREEN);
}

/** A phone held sideways: as wide as a small tablet, too short for a dialog's sticky parts. */
export function onAPhoneSideways() {
  setMatchingMediaQueries(screenFrom('xs'), screenFrom('sm'));
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
  matchingQueries = new Set(WIDE_SCREEN);
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => new MediaQueryListStub(query),
  });
}
