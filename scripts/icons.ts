/**
 * `npx tsx scripts/icons.ts`: draws the installable app's PNG icons (web/public/icons/) from the same
 * mark as the favicon, in Chromium. The PNGs are committed; run this again only when the mark changes.
 * A maskable icon fills its square and keeps the mark inside the central 80 % that every mask shows.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const BRAND = '#4f46e5';
const MARK = '<path d="M9 20l5-5 4 4 6-8" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>';

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BRAND}"/>${MARK}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-8 -8 48 48"><rect x="-8" y="-8" width="48" height="48" fill="${BRAND}"/>${MARK}</svg>`;

const ICONS: [file: string, svg: string, size: number][] = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['icon-maskable-512.png', maskable, 512],
];

async function main() {
  const out = join(__dirname, '..', 'web', 'public', 'icons');
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    for (const [file, svg, size] of ICONS) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
      );
      writeFileSync(join(out, file), await page.screenshot({ omitBackground: true }));
      await page.close();
      console.log(`web/public/icons/${file} (${size}×${size})`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
