import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shades chosen so white text on filled controls meets WCAG AA contrast (4.5:1) in both schemes.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * Mantine's default secondary text, and its primary text on a tinted background (the active
 * navigation entry), are too faint for WCAG AA; these shades pass where they are used.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mantineTheme.colors.gray[7],
    '--mantine-color-indigo-light-color': mantineTheme.colors.indigo[9],
  },
  dark: { '--mantine-color-dimmed': mantineTheme.colors.dark[1] },
});
