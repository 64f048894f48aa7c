// The first thing a newcomer checks: the shop opens with its catalogue, the API answers and
// the server sends its security headers.
import { appScripts } from '../scripts/home-bundle';
import { expect, test } from './support/test';

interface ProductSummary {
  id: string;
  title: string;
}

test('the shop home shows the heading and the honey products', async ({ app, page, request }) => {
  const honey = await request.get('/api/products?type=honig');
  expect(honey.status()).toBe(200);
  const [first] = (await honey.json()) as ProductSummary[];
  expect(first, 'the demo catalogue has honey').toBeDefined();

  await app.goto('/');
  await expect(page.getByRole('heading', { name: 'Shop', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kollektion' })).toBeVisible();
  // docs/shop/catalogue.md#categories: honey is loaded on first view, and a card opens
  // /produkt/{productId}
  const card = page.getByRole('link', { name: first?.title, exact: true });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', `/produkt/${first?.id}`);
});

test('GET /api/health answers ok', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});

test('an unknown API path is a JSON 404 with an error code', async ({ request }) => {
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code).toBe('string');
  expect(typeof body.error?.message).toBe('string');
});

test('the shop page carries the security headers', async ({ app }) => {
  const response = await app.goto('/');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
});

test('hashed assets are cached forever, the page itself is revalidated', async ({ request }) => {
  const page = await request.get('/');
  expect(page.headers()['cache-control']).toBe('no-cache');
  // the app's entry, which the page's inline starter loads
  const script = appScripts(await page.text())[0];
  expect(script).toBeTruthy();
  const asset = await request.get(script ?? '');
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
