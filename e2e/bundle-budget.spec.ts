// The shop home's JavaScript budget, measured on the build itself (README, bench/results.md):
// whatever the home page loads before the first paint stays ≤ 120 KB gzip.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET_BYTES = 120_000;
const distDir = join(process.cwd(), 'dist', 'web');

test('the JS the shop home loads up front stays within 120 KB gzip', async ({ page }) => {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const upFront = [
    ...html.matchAll(
      /<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? '');
  expect(upFront.length).toBeGreaterThan(0);
  const gzipBytes = upFront
    .map((path) => gzipSync(readFileSync(join(distDir, path))).length)
    .reduce((total, bytes) => total + bytes, 0);
  expect(gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES);

  // and the home page really loads no other script before it shows its products
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('.product-card-title')).toHaveCount(6);
  expect(scripts.sort()).toEqual([...upFront].sort());
});
