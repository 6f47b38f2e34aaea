import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import path from 'node:path';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../target/e2e/screenshots');

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Fails with the list of WCAG 2 A and AA violations axe finds on the page as it is now. */
export async function expectNoAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const found = results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
    ),
  );
  expect(found).toEqual([]);
}

export async function saveScreenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** How many pixels the page is wider than the window; more than 0 means a sideways scroll. */
export function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** How many rows the page's tabs take: more than 1 means a tab list wrapped. */
export function rowsOfTabs(page: Page) {
  return page
    .getByRole('tab')
    .evaluateAll((tabs) => new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size);
}
