import type { FastifyInstance } from 'fastify';
import { paths } from '../../domain/routes';
import { listedProductPages } from '../catalog/service';
import type { Db } from '../db/client';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** robots.txt and sitemap.xml: the shop's pages for search engines, never its private ones. */
export function seoRoutes(app: FastifyInstance, deps: { db: Db; publicUrl: string }): void {
  const origin = deps.publicUrl.replace(/\/$/, '');

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          // payment pages and their results are per order, staff pages private
          'Disallow: /api/',
          'Disallow: /admin',
          'Disallow: /auth/',
          'Disallow: /zahlung/',
          'Disallow: /einkauf_',
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const pages = await listedProductPages(deps.db);
    const entry = (path: string, lastModified?: Date) =>
      `  <url><loc>${escapeXml(origin + path)}</loc>${
        lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''
      }</url>`;
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      entry(paths.home),
      ...pages.map((page) => entry(paths.product(page.id), page.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(xml);
  });
}
