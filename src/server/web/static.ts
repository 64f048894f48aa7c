import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppRoute } from '../../domain/routes';
import { notFound } from '../errors';

export interface PublicShopConfig {
  links: Record<string, string>;
}

export interface WebAppOptions {
  /** Source maps stay on disk for debugging; production does not hand them out. */
  serveSourceMaps: boolean;
  /** Whether the product behind `/produkt/:id` exists: an unknown one is a real 404 page. */
  productExists?: (id: string) => Promise<boolean>;
}

const PRODUCT_PAGE = /^\/produkt\/([^/]+)\/?$/;

/** The HTTP status of a page: 404 for unknown paths and for products that do not exist. */
async function pageStatus(pathname: string, options: WebAppOptions): Promise<200 | 404> {
  if (!isAppRoute(pathname)) return 404;
  const product = PRODUCT_PAGE.exec(pathname)?.[1];
  if (product === undefined || !options.productExists) return 200;
  let id: string;
  try {
    id = decodeURIComponent(product);
  } catch {
    return 404;
  }
  return (await options.productExists(id)) ? 200 : 404;
}

/** Serves the built browser app: hashed assets cached forever, every app route gets index.html. */
export async function registerWebApp(
  app: FastifyInstance,
  root: string,
  shop: PublicShopConfig,
  options: WebAppOptions,
) {
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ root }, 'browser app not built: run `npm run build`');
    app.setNotFoundHandler(async () => {
      throw notFound('Nicht gefunden.');
    });
    return;
  }
  // JSON in a data block is not executed, so the CSP needs no exception for it
  const config = JSON.stringify(shop).replace(/</g, '\\u003c');
  const indexHtml = readFileSync(indexPath, 'utf8').replace(
    '<!--shop-config-->',
    `<script type="application/json" id="shop-config">${config}</script>`,
  );

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    allowedPath: (pathName) => options.serveSourceMaps || !pathName.endsWith('.map'),
    // our setHeaders decides: hashed assets forever, anything else revalidated
    cacheControl: false,
    setHeaders(res, path) {
      const immutable = path.includes(`${join(root, 'assets')}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method)) {
      throw notFound(`Unbekannter Pfad: ${request.method} ${pathname}`);
    }
    return reply
      .status(await pageStatus(pathname, options))
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
