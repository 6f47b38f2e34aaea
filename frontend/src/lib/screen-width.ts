import { DEFAULT_THEME, useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * The media query of a screen at least as wide as `breakpoint`, as Mantine's `visibleFrom` writes it
 * (the portal keeps Mantine's breakpoints; `breakpoints` is the theme's).
 */
export const screenFrom = (breakpoint: MantineBreakpoint, breakpoints = DEFAULT_THEME.breakpoints) =>
  `(min-width: ${breakpoints[breakpoint]})`;

/**
 * Whether the screen is at least as wide as `breakpoint` now, outside React (to ask for code early).
 * A page drawn at build time has no screen: it is drawn as a phone shows it, like `useScreenFrom` does.
 */
export const isScreenFrom = (breakpoint: MantineBreakpoint) =>
  typeof window !== 'undefined' && window.matchMedia(screenFrom(breakpoint)).matches;

/**
 * Whether the screen is at least as wide as `breakpoint`, read already at the first render. A part
 * with one layout for phones and another for wide screens draws only the one the screen shows: drawing
 * both and hiding one with CSS cost a phone part of its first paint. The answer follows the window
 * when it is resized.
 */
export function useScreenFrom(breakpoint: MantineBreakpoint): boolean {
  const { breakpoints } = useMantineTheme();
  return useMediaQuery(screenFrom(breakpoint, breakpoints), undefined, { getInitialValueInEffect: false });
}

/**
 * A screen tall enough for a dialog to keep its title and its actions in sight while its form
 * scrolls between them; a phone held sideways is not (they would hide half the form).
 */
export const TALL_SCREEN = '(min-height: 30em)';

/** Whether the screen is a [`TALL_SCREEN`], read at the first render; true where there is no screen. */
export function useTallScreen(): boolean {
  return useMediaQuery(TALL_SCREEN, true, { getInitialValueInEffect: false });
}
