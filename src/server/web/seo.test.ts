import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { SHOP_ICON_DATA_URL, SHOP_ICON_SVG } from '../../domain/shop-icon';
import { products } from '../db/schema';
import { useTestShop } from '../testing/app';
import { databaseKinds } from '../testing/databases';
import { miniatureWebBuild } from '../testing/web-build';

const { webRoot, remove } = miniatureWebBuild();
afterAll(remove);

describe.each(databaseKinds())('pages for search engines on $name', (kind) => {
  const shop = useTestShop(kind, { webRoot, config: { PUBLIC_URL: 'https://hof.example' } });
  // on PUBLIC_URL's host: pages on any other host are moved there (public-origin.ts)
  const get = (url: string) => shop().app.inject({ url, headers: { host: 'hof.example' } });

  it('lists the products the shop shows in sitemap.xml, with the public address', async () => {
    const [hidden] = await shop()
      .database.db.select({ id: products.id })
      .from(products)
      .where(eq(products.productDisplayed, false));
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<loc>https://hof.example/</loc>');
    expect(response.body).toContain('<loc>https://hof.example/produkt/p-akazienhonig</loc>');
    expect(response.body).toContain(
      '<loc>https://hof.example/produkt/c-kraeuterkurs-im-jahreskreis</loc>',
    );
    expect(hidden).toBeDefined();
    expect(response.body).not.toContain(`/produkt/${hidden?.id}<`);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  it('keeps private and per-visitor pages out of robots.txt, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toContain('Disallow: /zahlung/');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: https://hof.example/sitemap.xml');
  });

  it("answers /favicon.ico with the shop's icon, for documents that name none (a receipt)", async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toBe(SHOP_ICON_SVG);
    // the icon the pages name inline is the same
    expect(decodeURIComponent(SHOP_ICON_DATA_URL)).toBe(`data:image/svg+xml,${SHOP_ICON_SVG}`);
  });
});
