import { useMediaQuery } from '@mantine/hooks';

/** Mantine's breakpoints (its default theme, which the portal keeps). */
const BREAKPOINTS = { sm: '48em', md: '62em', lg: '75em' } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The media query of a screen at least as wide as `breakpoint`, as Mantine's `visibleFrom` writes it. */
export const screenFrom = (breakpoint: Breakpoint) => `(min-width: ${BREAKPOINTS[breakpoint]})`;

/**
 * Whether the screen is at least as wide as `breakpoint`, read already at the first render. A part
 * with one layout for phones and another for wide screens draws only the one the screen shows: drawing
 * both and hiding one with CSS cost a phone part of its first paint. The answer follows the window
 * when it is resized.
 */
export function useScreenFrom(breakpoint: Breakpoint): boolean {
  return useMediaQuery(screenFrom(breakpoint), undefined, { getInitialValueInEffect: false });
}
