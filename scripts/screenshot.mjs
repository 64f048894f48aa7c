// Retakes docs/screenshot.png (the README's picture) from a running shop:
//   node scripts/screenshot.mjs [url]   (default http://localhost:3000/)
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium-path.mjs';

const url = process.argv[2] ?? 'http://localhost:3000/';
const target = new URL('../docs/screenshot.png', import.meta.url);

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
  await page.goto(url, { waitUntil: 'networkidle' });
  // product images load lazily and decode asynchronously; wait until the visible ones are in
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.loading !== 'lazy')
      .every((image) => image.complete),
  );
  await page.screenshot({ path: target.pathname });
  console.log(`saved ${target.pathname}`);
} finally {
  await browser.close();
}
