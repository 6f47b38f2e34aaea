import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

export const THEME_STORAGE_KEY = 'theme';

/** The values kept under THEME_STORAGE_KEY; Mantine calls 'system' 'auto'. */
export type ThemePreference = 'light' | 'dark' | 'system';

function toPreference(scheme: MantineColorScheme): ThemePreference {
  return scheme === 'auto' ? 'system' : scheme;
}

function toColorScheme(value: string | null): MantineColorScheme | null {
  switch (value) {
    case 'light':
    case 'dark':
      return value;
    case 'system':
      return 'auto';
    default:
      return null;
  }
}

/** Keeps Mantine's colour scheme in localStorage under 'theme' as 'light', 'dark' or 'system'. */
export function themeStorage(): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | undefined;

  return {
    get: (defaultValue) => {
      try {
        return toColorScheme(window.localStorage.getItem(THEME_STORAGE_KEY)) ?? defaultValue;
      } catch {
        return defaultValue;
      }
    },
    set: (value) => {
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, toPreference(value));
      } catch {
        // Storage can be unavailable (private mode, quota); the choice then lasts for this visit only.
      }
    },
    subscribe: (onUpdate) => {
      onStorage = (event) => {
        const scheme = event.key === THEME_STORAGE_KEY ? toColorScheme(event.newValue) : null;
        if (scheme) onUpdate(scheme);
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
    },
    clear: () => {
      window.localStorage.removeItem(THEME_STORAGE_KEY);
    },
  };
}
