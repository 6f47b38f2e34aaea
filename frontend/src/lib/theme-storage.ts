import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

export const THEME_STORAGE_KEY = 'theme';

/** The values kept under THEME_STORAGE_KEY; Mantine calls 'system' 'auto'. */
export type ThemePreference = 'light' | 'dark' | 'system';

/**
 * The choice is also kept in a cookie, for the server: a page drawn at build time is in the light
 * scheme, and is sent only to a browser whose choice is light or none
 * (docs/decisions/prerendered-pages.md). Where storage fails the cookie still holds the choice, and
 * that browser is simply sent the page that draws itself.
 */
export const THEME_COOKIE = 'portal-theme';

function tellTheServer(preference: ThemePreference | null) {
  const lifetime = preference ? 'Max-Age=31536000' : 'Max-Age=0';
  document.cookie = `${THEME_COOKIE}=${preference ?? ''}; Path=/; ${lifetime}; SameSite=Lax`;
}

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
        const stored = toColorScheme(window.localStorage.getItem(THEME_STORAGE_KEY));
        // A choice made before the cookie existed reaches the server from the next visit on, and a
        // cookie left from a choice that storage lost is dropped.
        tellTheServer(stored ? toPreference(stored) : null);
        return stored ?? defaultValue;
      } catch {
        return defaultValue;
      }
    },
    set: (value) => {
      tellTheServer(toPreference(value));
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, toPreference(value));
      } catch {
        // Storage can be unavailable (private mode, quota); the choice then lasts for this visit only
        // (the cookie, which keeps it for the server, only decides which page the server sends).
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
      tellTheServer(null);
      window.localStorage.removeItem(THEME_STORAGE_KEY);
    },
  };
}
