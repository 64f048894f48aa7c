import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cartFromCookies, holdsAttendee } from '../../domain/cart';
import type { PageRequest, RenderedPage } from '../../web/entry-server';
import { isDatabaseUnavailable } from '../db/unavailable';
import { notFound } from '../errors';
import { acceptsGzip, type CompressedBody, compressedBody } from '../http/compressed-body';
import { DATABASE_UNAVAILABLE, sendDatabaseUnavailable } from '../http/database-unavailable';
import { PAGE_READ } from '../http/request-log';
import { createSplicedGzip } from '../http/spliced-gzip';
import { createPageBytes, joinedBytes } from './page-bytes';
import { type PageCache, readSharedByPages } from './page-cache';

/** What every page is told: the configured links, and PUBLIC_URL for canonical addresses. */
export type PublicShopConfig = PageRequest['config'];

/** What renders the shop's pages: the build's renderer (static.ts) or Vite's (dev-web-app.ts). */
export interface PageRenderer {
  renderPage(request: PageRequest): Promise<RenderedPage>;
  assets: PageRequest['assets'];
}

const RENDER_FAILED = `<!doctype html><html lang="de"><meta charset="utf-8"><title>Hofladen</title>
<h1>Da ist etwas schiefgelaufen</h1><p>Diese Seite konnte nicht angezeigt werden. Bitte lade die Seite neu oder versuche es später noch einmal.</p></html>`;

/** A kept page is sent with brotli once this many visitors asked for it in its life (compressed-body.ts). */
const BROTLI_FROM_ASKS = 4;

const errorCode = (body: unknown) => (body as { error?: { code?: unknown } } | null)?.error?.code;

/**
 * An API path's answer as a browser would get it: same routes, caches and serialisation. It is
 * asked under the host the visitor used (as resolved through a trusted proxy), so links the API
 * builds from the request's origin — the simulated payment page's "Abbrechen" — lead back to the
 * host the page is on, not to localhost (docs/decisions/016-one-host.md).
 */
function apiJson(app: FastifyInstance) {
  return async (path: string, host: string) => {
    const response = await app.inject({
      method: 'GET',
      url: path,
      headers: { accept: 'application/json', host, [PAGE_READ.header]: PAGE_READ.value },
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

function cacheControlOf(page: { private: boolean }, cookies: string | undefined): string {
  if (page.private) return 'private, no-store';
  return holdsAttendee(cartFromCookies(cookies)) ? 'private, no-cache' : 'no-cache';
}

/**
 * Every GET the API and the files leave over is a page, rendered on the server with its data and
 * the status its route's loader decided (404 for unknown addresses and products).
 * `serveFile` may take a request first (the dev server's modules).
 */
export function registerPages(
  app: FastifyInstance,
  renderer: PageRenderer,
  /** Asked per page: staff change links in the backoffice while the shop runs. */
  shopConfig: () => PublicShopConfig,
  options: {
    /** Rendered pages, kept a moment (page-cache.ts); none in development. */
    cache?: PageCache;
    serveFile?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  } = {},
) {
  const { cache, serveFile } = options;
  const fetchJson = apiJson(app);
  const splicedGzip = createSplicedGzip();
  const pageBytes = createPageBytes();

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const shop = shopConfig();
    const url = new URL(request.url, shop.origin);
    const key = cache?.keyFor(url, request.headers.cookie) ?? null;
    let cached = key === null ? undefined : cache?.get(key);
    // looked up and claimed in one go (no await in between), or every visitor would render it
    const underWay = key !== null && !cached ? cache?.rendering(key) : undefined;
    if (underWay) cached = await underWay;
    if (cached) return sendKept(request, reply, cached);
    const settle = key === null ? undefined : cache?.render(key);
    let kept: CompressedBody | undefined;
    try {
      kept = await answerOrKeep(request, reply, url, shop, settle !== undefined);
    } finally {
      settle?.(kept);
    }
    if (kept) return sendKept(request, reply, kept);
    return reply;
  }

  /**
   * Renders the page and answers it, except a page to keep (`keepable`, and a 200 that is not
   * private), which it returns compressed for the caller to keep and send.
   */
  async function answerOrKeep(
    request: FastifyRequest,
    reply: FastifyReply,
    url: URL,
    shop: PublicShopConfig,
    keepable: boolean,
  ): Promise<CompressedBody | undefined> {
    // a page whose data could not be read is the outage page, not a page of error messages
    let databaseAway = false;
    let page: RenderedPage;
    try {
      page = await renderer.renderPage({
        url,
        cookies: request.headers.cookie,
        config: shop,
        assets: renderer.assets,
        fetchJson: async (path) => {
          const answer = await (cache && readSharedByPages(path)
            ? cache.read(path, () => fetchJson(path, request.host))
            : fetchJson(path, request.host));
          databaseAway ||= answer.status === 503 && errorCode(answer.body) === DATABASE_UNAVAILABLE;
          return answer;
        },
        onError: (error) => request.log.error({ err: error }, 'page rendering failed'),
      });
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        sendDatabaseUnavailable(request, reply);
        return undefined;
      }
      // the page's frame itself failed: a page a visitor can read, not the API's JSON error
      request.log.error({ err: error }, 'page rendering failed');
      reply.status(500).type('text/html; charset=utf-8').send(RENDER_FAILED);
      return undefined;
    }
    if (page.kind === 'redirect') {
      reply.redirect(page.location, page.status);
      return undefined;
    }
    if (databaseAway) {
      sendDatabaseUnavailable(request, reply);
      return undefined;
    }
    // the page comes whole (rendered once all its data was there): sent as one buffer, it is
    // compressed in one call with its length known, instead of React's many small chunks each
    // passing through a compression stream and the socket on their own — a quarter of the
    // server's CPU in the journey benchmark (docs/decisions/037-performance.md)
    const pieces = pageBytes(page.body);
    if (keepable && page.status === 200 && !page.private)
      return compressedBody(joinedBytes(pieces), {
        gzip: () => splicedGzip.gzip(pieces),
        brotliFrom: BROTLI_FROM_ASKS,
      });
    reply
      .status(page.status)
      // a page per order (an address, a status) must not stay in a shared or back-forward cache;
      // one drawn from a cart with an attendee's details in it not in a shared one
      .header('cache-control', cacheControlOf(page, request.headers.cookie))
      .type('text/html; charset=utf-8');
    // gzip with the stylesheets compressed once (spliced-gzip.ts), rather than the whole page
    // each time; a client without gzip gets what @fastify/compress makes of it
    if (acceptsGzip(request.headers['accept-encoding'])) {
      reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
      reply.send(splicedGzip.gzip(pieces));
    } else reply.send(joinedBytes(pieces));
    return undefined;
  }

  /** A page every visitor with the same cart gets: compressed once, not per request. */
  function sendKept(request: FastifyRequest, reply: FastifyReply, page: CompressedBody) {
    const encoding = page.encodingFor(request.headers['accept-encoding']);
    reply
      .status(200)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page.encoded(encoding));
  }

  // a route rather than the not-found handler: @fastify/compress only compresses routes
  app.get('/*', async (request, reply) => {
    if (serveFile?.(request, reply)) return reply;
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) throw notFound(`Unbekannter Pfad: GET ${pathname}`);
    return sendPage(request, reply);
  });
  app.setNotFoundHandler(async (request) => {
    throw notFound(`Unbekannter Pfad: ${request.method} ${request.url.split('?')[0]}`);
  });
}
