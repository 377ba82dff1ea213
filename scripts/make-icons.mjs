#!/usr/bin/env node
// Draws the installable app's PNG icons from the favicon's design, in Chromium (playwright-core):
// 192 and 512 px ("any"), and 512 px maskable (full-bleed, the sign inside the 80 % safe circle).
// Run once after changing the design: `node scripts/make-icons.mjs`; the PNGs are committed.
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const out = join(import.meta.dirname, '../apps/web/public');
const BLUE = '#1c7ed6';

/** The favicon's ₽ on blue; `maskable` fills the square and keeps the sign small enough to survive any mask. */
const svg = (maskable) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">` +
  `<rect width="32" height="32" rx="${maskable ? 0 : 6}" fill="${BLUE}"/>` +
  `<text x="16" y="${maskable ? 20.5 : 22}" font-family="DejaVu Sans,Arial,sans-serif" font-size="${maskable ? 13 : 18}"` +
  ` font-weight="700" fill="#fff" text-anchor="middle">₽</text></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg(maskable)}</body></html>`,
    );
    await page.screenshot({ path: join(out, file), omitBackground: true });
    await page.close();
    console.log(`apps/web/public/${file}`);
  }
} finally {
  await browser.close();
}
