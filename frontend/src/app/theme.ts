import { createTheme, darken, type CSSVariablesResolver } from '@mantine/core';
import { i18n } from './i18n';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shades chosen so white text on filled controls meets WCAG AA contrast (4.5:1) in both schemes.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Dialogs and menus appear at once for whoever asks the system for less motion.
  respectReducedMotion: true,
  // Plain objects rather than Badge.extend(...) and Notification.extend(...): those only add types, and
  // importing the components here would put their code in the JavaScript every page loads first.
  components: {
    // A badge is never narrower than its word: in a crowded table row it would read 'CONFIR...'.
    Badge: { styles: { root: { minWidth: 'max-content' } } },
    // The × of a clearable field: Mantine leaves it unnamed, so a screen reader says only "button".
    Select: { defaultProps: { clearButtonProps: { 'aria-label': i18n.t('common.clearField') } } },
    DateInput: { defaultProps: { clearButtonProps: { 'aria-label': i18n.t('common.clearField') } } },
    DatePickerInput: { defaultProps: { clearButtonProps: { 'aria-label': i18n.t('common.clearField') } } },
    // Tabs stay on one line and scroll sideways on a phone: wrapped, 'Verificação em duas etapas'
    // took a row of its own and the underline of the chosen tab ran through the middle of the list.
    Tabs: {
      styles: { list: { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'thin' }, tab: { flexShrink: 0 } },
    },
    // Toasts: Mantine leaves the close button unnamed and the message in a grey below AA contrast.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': i18n.t('common.closeToast') } },
      styles: { description: { color: 'var(--mantine-color-text)' } },
    },
  },
});

/**
 * Colours Mantine picks that fail WCAG AA (4.5:1) where the portal uses them, replaced once for
 * every screen: secondary text and the placeholders of pickers (a date field's 'Selecione', gray 5
 * on white is 2.1:1); primary text on a tinted background (the active navigation
 * entry); error text, asterisks and invalid borders (red 6 on white is 3.3:1); red alert titles;
 * orange text and orange alert titles (orange 7 on its light tint is 2.7:1, and even orange 9 is
 * below 4.5:1, so a darker orange); and white text on filled red buttons and badges (3.8:1 on red 6,
 * 5.5:1 on red 9).
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => {
  const filledRed = {
    '--mantine-color-red-filled': mantineTheme.colors.red[9],
    '--mantine-color-red-filled-hover': darken(mantineTheme.colors.red[9], 0.1),
  };
  const deepOrange = darken(mantineTheme.colors.orange[9], 0.25);
  return {
    variables: {},
    light: {
      ...filledRed,
      '--mantine-color-orange-light-color': deepOrange,
      '--mantine-color-orange-text': deepOrange,
      '--mantine-color-dimmed': mantineTheme.colors.gray[7],
      '--mantine-color-placeholder': mantineTheme.colors.gray[7],
      '--mantine-color-indigo-light-color': mantineTheme.colors.indigo[9],
      '--mantine-color-error': mantineTheme.colors.red[9],
      '--mantine-color-red-light-color': mantineTheme.colors.red[9],
      '--mantine-color-red-text': mantineTheme.colors.red[9],
    },
    dark: {
      ...filledRed,
      '--mantine-color-dimmed': mantineTheme.colors.dark[1],
      '--mantine-color-error': mantineTheme.colors.red[4],
      '--mantine-color-red-light-color': mantineTheme.colors.red[4],
      '--mantine-color-red-text': mantineTheme.colors.red[4],
    },
  };
};
