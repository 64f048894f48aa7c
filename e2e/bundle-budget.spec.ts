// The shop home's JavaScript budget, measured on the build itself (README, bench/results.md):
// whatever the home page loads before the first paint stays ≤ 120 KB gzip.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { gzipBytes, upFrontScripts, upFrontStyles } from '../scripts/home-bundle';

const BUDGET_BYTES = 120_000;
const distDir = join(process.cwd(), 'dist', 'web');
// the cookie dialog's script loads while the page hydrates (a first visit gets its HTML from the
// server; a returning visitor's stored decision is looked up when the browser is idle)
const AFTER_PAINT = /\/consent-dialog-[\w-]+\.js$/;

test('the JS the shop home loads up front stays within 120 KB gzip', async ({ page, request }) => {
  const upFront = upFrontScripts(await (await request.get('/')).text());
  expect(upFront.length).toBeGreaterThan(0);
  expect(gzipBytes(distDir, upFront)).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(upFront.filter((path) => AFTER_PAINT.test(path))).toEqual([]);
  const consentChunk = readdirSync(join(distDir, 'assets')).filter((name) =>
    AFTER_PAINT.test(`/${name}`),
  );
  expect(consentChunk).toHaveLength(1);

  // and the home page really loads no other script before it shows its products
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('.product-card-title')).toHaveCount(6);
  expect(scripts.filter((path) => !AFTER_PAINT.test(path)).sort()).toEqual([...upFront].sort());
});

test('the demo template site adds no script or stylesheet to the shop home', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(upFrontScripts(html).filter((path) => path.includes('demo'))).toEqual([]);
  expect(upFrontStyles(html).filter((path) => path.includes('demo'))).toEqual([]);
  // while a demo page does load them: the check above looks at the right names
  const demo = await (await request.get('/index')).text();
  expect(upFrontStyles(demo).some((path) => path.includes('demo'))).toBe(true);
});
