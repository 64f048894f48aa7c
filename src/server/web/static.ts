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
      .status(isAppRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
