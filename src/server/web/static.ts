import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEMO_NOT_FOUND_ROUTE } from '../../domain/routes';
import type { PageRequest, RenderedPage } from '../../web/entry-server';
import { isDatabaseUnavailable } from '../db/unavailable';
import { notFound } from '../errors';
import { DATABASE_UNAVAILABLE, sendDatabaseUnavailable } from '../http/database-unavailable';
import { isAppRoute } from './app-routes';
import { readBuiltAssets } from './built-assets';

/** What every page is told: the configured links, and PUBLIC_URL for canonical addresses. */
export type PublicShopConfig = PageRequest['config'];

export interface WebAppOptions {
  /** Source maps stay on disk for debugging; production does not hand them out. */
  serveSourceMaps: boolean;
  /** Whether the product behind `/produkt/:id` exists: an unknown one is a real 404 page. */
  productExists?: (id: string) => Promise<boolean>;
}

type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

const RENDER_FAILED = `<!doctype html><html lang="de"><meta charset="utf-8"><title>Hofladen</title>
<h1>Da ist etwas schiefgelaufen</h1><p>Diese Seite konnte nicht angezeigt werden. Bitte lade die Seite neu oder versuche es später noch einmal.</p></html>`;

const PRODUCT_PAGE = /^\/produkt\/([^/]+)\/?$/;

/** The HTTP status of a page: 404 for unknown paths, the demo's 404 page and unknown products. */
async function pageStatus(pathname: string, options: WebAppOptions): Promise<200 | 404> {
  if (!isAppRoute(pathname) || pathname.replace(/\/$/, '') === DEMO_NOT_FOUND_ROUTE) return 404;
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

const errorCode = (body: unknown) => (body as { error?: { code?: unknown } } | null)?.error?.code;

/** An API path's answer as a browser would get it: same routes, caches and serialisation. */
function apiJson(app: FastifyInstance) {
  return async (path: string) => {
    const response = await app.inject({
      method: 'GET',
      url: path,
      headers: { accept: 'application/json' },
    });
    let body: unknown = null;
    try {
      body = response.json();
    } catch {
      // not JSON (cannot happen for our API): the page treats it as a failure
    }
    return { status: response.statusCode, body };
  };
}

/**
 * Serves the built browser app: hashed assets cached forever, every page rendered on the server
 * (the page's content and data in the first HTML) and hydrated in the browser.
 */
export async function registerWebApp(
  app: FastifyInstance,
  root: string,
  /** Asked per page: staff change links in the backoffice while the shop runs. */
  shopConfig: () => PublicShopConfig,
  options: WebAppOptions,
) {
  // the build's second half: dist/ssr beside dist/web
  const rendererPath = join(root, '..', 'ssr', 'entry-server.js');
  if (!existsSync(join(root, '.vite', 'manifest.json')) || !existsSync(rendererPath)) {
    app.log.warn({ root }, 'browser app not built: run `npm run build`');
    app.setNotFoundHandler(async () => {
      throw notFound('Nicht gefunden.');
    });
    return;
  }
  const { renderPage } = (await import(pathToFileURL(rendererPath).href)) as {
    renderPage: RenderPage;
  };
  const assets = readBuiltAssets(root);
  const fetchJson = apiJson(app);

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

  async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const status = await pageStatus(pathname, options);
    const shop = shopConfig();
    const url = new URL(request.url, shop.origin);
    // a page whose data could not be read is the outage page, not a page of error messages
    let databaseAway = false;
    let page: RenderedPage;
    try {
      page = await renderPage({
        url,
        cookies: request.headers.cookie,
        config: shop,
        assets,
        fetchJson: async (path) => {
          const answer = await fetchJson(path);
          databaseAway ||= answer.status === 503 && errorCode(answer.body) === DATABASE_UNAVAILABLE;
          return answer;
        },
        onError: (error) => request.log.error({ err: error }, 'page rendering failed'),
      });
    } catch (error) {
      if (isDatabaseUnavailable(error)) return sendDatabaseUnavailable(request, reply);
      // the page's frame itself failed: a page a visitor can read, not the API's JSON error
      request.log.error({ err: error }, 'page rendering failed');
      return reply.status(500).type('text/html; charset=utf-8').send(RENDER_FAILED);
    }
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    if (databaseAway) {
      page.abort();
      return sendDatabaseUnavailable(request, reply);
    }
    // a client that leaves early must not keep React rendering into nothing
    reply.raw.on('close', page.abort);
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.body);
  }

  // a route rather than the not-found handler: @fastify/compress only compresses routes
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) throw notFound(`Unbekannter Pfad: GET ${pathname}`);
    return sendPage(request, reply, pathname);
  });
  app.setNotFoundHandler(async (request) => {
    throw notFound(`Unbekannter Pfad: ${request.method} ${request.url.split('?')[0]}`);
  });
}
