import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PageRequest, RenderedPage, SearchPages } from '../../web/entry-server';
import { notFound } from '../errors';
import { type InlineScript, readBuiltAssets } from './built-assets';
import type { PageCache } from './page-cache';
import { type PublicShopConfig, registerPages } from './pages';

export interface WebAppOptions {
  /** Source maps stay on disk for debugging; production does not hand them out. */
  serveSourceMaps: boolean;
  /** The build's starter (readStarterScript), whose hash the security headers allow. */
  starter: InlineScript | null;
  cache?: PageCache;
}

/** The pages search engines are told about when there are none (the app is not built). */
export const NO_PAGES: SearchPages = { sitemap: [], private: [] };

/**
 * Serves the built browser app: hashed assets cached forever, every page rendered on the server
 * (the page's content and data in the first HTML) and hydrated in the browser. Answers the pages
 * for sitemap.xml and robots.txt.
 */
export async function registerWebApp(
  app: FastifyInstance,
  root: string,
  shopConfig: () => PublicShopConfig,
  options: WebAppOptions,
): Promise<() => Promise<SearchPages>> {
  // the build's second half: dist/ssr beside dist/web
  const rendererPath = join(root, '..', 'ssr', 'entry-server.js');
  if (!options.starter || !existsSync(rendererPath)) {
    app.log.warn({ root }, 'browser app not built: run `npm run build`');
    app.setNotFoundHandler(async () => {
      throw notFound('Nicht gefunden.');
    });
    return async () => NO_PAGES;
  }
  const { renderPage, pagesForSearch } = (await import(pathToFileURL(rendererPath).href)) as {
    renderPage: (request: PageRequest) => Promise<RenderedPage>;
    pagesForSearch: SearchPages;
  };
  const assets = readBuiltAssets(root, options.starter);

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // the build wrote .br and .gz beside each script and stylesheet (vite.config.ts)
    preCompressed: true,
    // the manifest and the client-rendered index.html are build by-products, not pages
    allowedPath: (pathName) =>
      (options.serveSourceMaps || !pathName.endsWith('.map')) &&
      !pathName.startsWith('/.vite/') &&
      pathName !== '/index.html',
    // our setHeaders decides: hashed assets forever, anything else revalidated
    cacheControl: false,
    setHeaders(res, path) {
      const immutable = path.includes(`${join(root, 'assets')}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // one address, a brotli, gzip or plain body: caches must keep them apart
      res.setHeader('vary', 'accept-encoding');
    },
  });

  registerPages(app, { renderPage, assets: async (...modules) => assets(...modules) }, shopConfig, {
    cache: options.cache,
  });
  return async () => pagesForSearch;
}
