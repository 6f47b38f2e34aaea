import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys against a running `portal serve` (scripts/e2e.sh starts one on a private
 * database), in Debian's Chromium rather than a browser downloaded by Playwright.
 */
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  outputDir: '../target/e2e/results',
  timeout: 30_000,
  use: {
    baseURL: process.env.PORTAL_E2E_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Without transitions, axe reads a dialog's final colours, not a frame of its fade-in.
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
