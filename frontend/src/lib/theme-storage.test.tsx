import { screen, waitFor } from '@testing-library/react';
import { ThemeSelector } from '@/components/ThemeSelector';
import { PREFERS_DARK, setMatchingMediaQueries } from '@/testing/match-media';
import { renderWithProviders } from '@/testing/test-utils';
import { THEME_COOKIE, THEME_STORAGE_KEY, themeStorage } from './theme-storage';

const appliedScheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('themeStorage', () => {
  it("keeps the choice under 'theme' as light, dark or system", () => {
    const storage = themeStorage();

    storage.set('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    storage.set('auto');
    expect(window.localStorage.getItem('theme')).toBe('system');
    storage.set('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('reads back what it stored, and the default for nothing or an unknown value', () => {
    const storage = themeStorage();

    expect(storage.get('light')).toBe('light');
    window.localStorage.setItem('theme', 'dark');
    expect(storage.get('light')).toBe('dark');
    window.localStorage.setItem('theme', 'system');
    expect(storage.get('light')).toBe('auto');
    window.localStorage.setItem('theme', 'sepia');
    expect(storage.get('light')).toBe('light');
  });

  it('tells the server the choice in a cookie, including a choice stored before the cookie existed', () => {
    const themeCookie = () => document.cookie.split('; ').find((cookie) => cookie.startsWith(`${THEME_COOKIE}=`));
    const storage = themeStorage();

    storage.set('dark');
    expect(themeCookie()).toBe(`${THEME_COOKIE}=dark`);
    storage.set('auto');
    expect(themeCookie()).toBe(`${THEME_COOKIE}=system`);
    storage.clear();
    expect(themeCookie()).toBeUndefined();

    window.localStorage.setItem('theme', 'dark');
    storage.get('light');
    expect(themeCookie()).toBe(`${THEME_COOKIE}=dark`);
    window.localStorage.removeItem('theme');
    storage.get('light');
    expect(themeCookie()).toBeUndefined();
  });

  it('follows a change made in another tab', () => {
    const storage = themeStorage();
    const onUpdate = jest.fn();
    storage.subscribe(onUpdate);

    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'light' }));
    storage.unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light' }));

    expect(onUpdate.mock.calls).toEqual([['dark']]);
  });
});

describe('the theme of the portal', () => {
  it('is light when nothing was chosen, even if the system prefers dark', async () => {
    setMatchingMediaQueries(PREFERS_DARK);

    renderWithProviders(<ThemeSelector />);

    await waitFor(() => {
      expect(appliedScheme()).toBe('light');
    });
    expect(screen.getByRole('radio', { name: 'Claro' })).toBeChecked();
  });

  it('starts dark when dark was chosen before', async () => {
    window.localStorage.setItem('theme', 'dark');

    renderWithProviders(<ThemeSelector />);

    await waitFor(() => {
      expect(appliedScheme()).toBe('dark');
    });
  });

  it("follows the system's preference when 'system' was chosen", async () => {
    window.localStorage.setItem('theme', 'system');
    setMatchingMediaQueries(PREFERS_DARK);

    renderWithProviders(<ThemeSelector />);

    await waitFor(() => {
      expect(appliedScheme()).toBe('dark');
    });
    expect(screen.getByRole('radio', { name: 'Sistema' })).toBeChecked();
  });

  it('applies and remembers a choice made in the selector', async () => {
    const { user } = renderWithProviders(<ThemeSelector />);

    await user.click(screen.getByRole('radio', { name: 'Escuro' }));

    await waitFor(() => {
      expect(appliedScheme()).toBe('dark');
    });
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });
});
