// Draws the app icons of the web app manifest from the brand mark, in Chromium:
//   node build/make-icons.js        (CHROMIUM_PATH, default /usr/bin/chromium)
// The PNGs are committed under public/icons; run this again when the mark changes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const mark = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
// Maskable and Apple icons fill the square; their drawing keeps to the central 70 % (the safe zone).
const fullBleed = readFileSync(path.join(root, 'public/icons/full-bleed.svg'), 'utf8');

const icons = [
  { name: 'icon-192.png', svg: mark, size: 192 },
  { name: 'icon-512.png', svg: mark, size: 512 },
  { name: 'maskable-192.png', svg: fullBleed, size: 192 },
  { name: 'maskable-512.png', svg: fullBleed, size: 512 },
  { name: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { name, svg, size } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({ path: path.join(root, 'public/icons', name), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
