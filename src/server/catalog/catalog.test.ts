import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductSummary } from '../../domain/catalog-schema';
import { products } from '../db/schema';
import { startTestShop, type TestShop } from '../testing/app';
import { databaseKinds } from '../testing/databases';

const titleOrder = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

describe.each(databaseKinds())('catalogue API on $name', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(kind);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const get = (url: string) => shop.app.inject({ method: 'GET', url });

  it('lists displayed honey products by title, with image URLs and no image bytes', async () => {
    const response = await get('/api/products?type=honig');
    expect(response.statusCode).toBe(200);
    const list = response.json<ProductSummary[]>();
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.map((p) => p.title)).toEqual(
      [...list.map((p) => p.title)].sort(titleOrder.compare),
    );
    for (const product of list) {
      expect(product.type).toBe('honig');
      expect(product.id).toMatch(/^p-/);
      expect(product.image?.url).toMatch(/^\/api\/images\/[a-f0-9]{24}\?w=480$/);
      expect(product.taxRateBp).toBe(0);
    }
    expect(response.body).not.toMatch(/base64|data:image/);
    // the demo's Akazienhonig has enabled ratings 5 and 4 and a disabled 1 that must not count
    expect(list.find((p) => p.title === 'Akazienhonig')?.rating).toEqual({ mean: 4.5, count: 2 });
  });

  it('sorts courses by title descending (docs/shop/catalogue.md#sorting) and never lists hidden products', async () => {
    const courses = (await get('/api/products?type=course')).json<ProductSummary[]>();
    expect(courses.length).toBeGreaterThanOrEqual(3);
    expect(courses.map((p) => p.title)).toEqual(
      [...courses.map((p) => p.title)].sort(titleOrder.compare).reverse(),
    );
    const all = await Promise.all(
      ['honig', 'drink', 'care', 'strength', 'other'].map(async (type) =>
        (await get(`/api/products?type=${type}`)).json<ProductSummary[]>(),
      ),
    );
    const rows = await shop.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.productDisplayed, false));
    const hidden = new Set(rows.map((row) => row.id));
    expect(hidden.size).toBeGreaterThan(0);
    expect(all.flat().some((p) => hidden.has(p.id))).toBe(false);
  });

  it('answers a list request again with 304 when the ETag matches', async () => {
    const first = await get('/api/products?type=care');
    const again = await shop.app.inject({
      method: 'GET',
      url: '/api/products?type=care',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves a product with images, properties and net content', async () => {
    const [first] = (await get('/api/products?type=honig')).json<ProductSummary[]>();
    const detail = (await get(`/api/products/${first?.id}`)).json<ProductDetail>();
    expect(detail.id).toBe(first?.id);
    expect(detail.images.length).toBeGreaterThanOrEqual(2);
    expect(detail.images[0]?.srcSet).toContain('800w');
    expect(detail.properties.length).toBeGreaterThan(0);
    expect(detail.netContent).not.toBeNull();
    expect(detail.course).toBeNull();
  });

  it('serves courses with bookable dates and free places, and the series course with its groups', async () => {
    const courses = (await get('/api/products?type=course')).json<ProductSummary[]>();
    const details = await Promise.all(
      courses.map(async (c) => (await get(`/api/products/${c.id}`)).json<ProductDetail>()),
    );
    const dates = details.flatMap((d) => d.course?.dates ?? []);
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) {
      expect(date.free).toBe(date.totalSpace - date.reserved);
      expect(date.date >= '2026-11-22').toBe(true);
    }
    expect(dates.some((d) => d.free === 0)).toBe(true);
    expect(dates.some((d) => d.free > 0 && d.free <= 2)).toBe(true);
    const series = details.find((d) => d.course?.series);
    expect(series?.title).toBe('Kräuterkurs im Jahreskreis');
    expect(series?.course?.dates).toHaveLength(2);
    for (const group of series?.course?.dates ?? []) {
      expect(group.label).toBeTruthy();
      expect(group.fixedDates.length).toBeGreaterThan(1);
    }
  });

  it('lists related products of the same type without the product itself', async () => {
    const [first] = (await get('/api/products?type=honig')).json<ProductSummary[]>();
    const related = (await get(`/api/products/${first?.id}/related`)).json<ProductSummary[]>();
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((p) => p.type === 'honig' && p.id !== first?.id)).toBe(true);
  });

  it('serves WebP images at allowed widths with immutable caching', async () => {
    const [first] = (await get('/api/products?type=drink')).json<ProductSummary[]>();
    const url = first?.image?.url ?? '';
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // the format follows the browser's Accept header (AVIF once rendered in advance)
    expect(response.headers.vary).toMatch(/accept/i);
    expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const small = await get(url.replace('w=480', 'w=160'));
    expect(small.rawPayload.length).toBeLessThan(response.rawPayload.length);
    const again = await get(url);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('gives shipping costs and discount codes (unknown or empty → 0 %)', async () => {
    expect((await get('/api/shipping-costs')).json()).toEqual([
      expect.objectContaining({ amountCents: 675 }),
    ]);
    expect((await get('/api/discount-codes/HONIG10')).json()).toEqual({
      code: 'HONIG10',
      percentage: 10,
    });
    expect((await get('/api/discount-codes/honig10')).json()).toEqual({
      code: 'HONIG10',
      percentage: 10,
    });
    expect((await get('/api/discount-codes/NOPE')).json()).toEqual({ code: 'NOPE', percentage: 0 });
    expect((await get('/api/discount-codes/')).json()).toEqual({ code: '', percentage: 0 });
  });

  it('answers the health check with the database state', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok', rateLimits: 'in-process' });
  });
});
