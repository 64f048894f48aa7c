import type { FastifyInstance } from 'fastify';
import { SHOP_ICON_SVG } from '../../domain/shop-icon';
import type { SearchPages } from '../../web/entry-server';
import { listedProductPages } from '../catalog/service';
import type { Db } from '../db/client';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** The addresses a page pattern of the route table stands for: itself, or one per listed product. */
async function sitemapEntries(db: Db, pattern: string): Promise<SitemapEntry[]> {
  const params = pattern.match(/:\w+/g) ?? [];
  if (params.length === 0) return [{ path: pattern }];
  if (params.join() !== ':productId') throw new Error(`sitemap.xml cannot fill in ${pattern}`);
  const products = await listedProductPages(db);
  return products.map((product) => ({
    path: pattern.replace(':productId', encodeURIComponent(product.id)),
    lastModified: product.updatedAt,
  }));
}

/**
 * robots.txt and sitemap.xml: the shop's pages for search engines, never its private ones. Which
 * pages those are is the route table's to say (`pages`, from the page renderer). And the icon
 * browsers ask for at /favicon.ico.
 */
export function seoRoutes(
  app: FastifyInstance,
  deps: { db: Db; publicUrl: string; pages: () => Promise<SearchPages> },
): void {
  const origin = deps.publicUrl.replace(/\/$/, '');

  app.get('/robots.txt', async (_request, reply) => {
    const { private: hidden } = await deps.pages();
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          ...hidden.map((prefix) => `Disallow: ${prefix}`),
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });

  // the shop's pages name their icon inline; a browser showing a document that names none (the
  // simulated provider's receipt, an invoice PDF, the API's JSON) asks here
  app.get('/favicon.ico', async (_request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(SHOP_ICON_SVG),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const { sitemap } = await deps.pages();
    const entries = (await Promise.all(sitemap.map((pattern) => sitemapEntries(deps.db, pattern))))
      .flat()
      .map(
        ({ path, lastModified }) =>
          `  <url><loc>${escapeXml(origin + path)}</loc>${
            lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''
          }</url>`,
      );
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(xml);
  });
}
