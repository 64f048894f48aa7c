import { LRUCache } from 'lru-cache';
import { cartFromCookies } from '../../domain/cart';
import { asksOnArrival } from '../../domain/consent';
import type { CompressedBody } from '../http/compressed-body';

/**
 * Rendered pages a visitor without a cart gets, kept for a moment (docs/decisions/037-performance.md).
 * The shop home and the product pages are the same for every such visitor, and rendering one is
 * the dearest request a customer makes: under load the same page is asked for many times a second.
 *
 * What may be stale and for how long: a page lives `ttlMs`. A write in this process empties the
 * cache at once (app.ts), but for sales, whose only trace on a page is a stock figure or free
 * places — the cart and the checkout always count the live stock. So a visitor may see a figure
 * up to `ttlMs` old, and so may anyone after a change made through another process.
 */
export interface PageCache {
  /** Which cached page a request may get: none (null) for a visitor with a cart. */
  keyFor(url: URL, cookies: string | undefined): string | null;
  get(key: string): CompressedBody | undefined;
  /** Called before rendering; the page is kept only if the cache was not emptied meanwhile. */
  keeper(): (key: string, page: CompressedBody) => void;
  clear(): void;
}

export interface PageCacheOptions {
  ttlMs?: number;
  /** Bytes of rendered pages kept (each counted twice: its compressed copies come on top). */
  maxBytes?: number;
  now?: () => number;
}

export function createPageCache({
  ttlMs = 2_000,
  maxBytes = 32 * 1024 * 1024,
  now = () => performance.now(),
}: PageCacheOptions = {}): PageCache {
  const pages = new LRUCache<string, CompressedBody>({
    ttl: ttlMs,
    ttlAutopurge: false,
    // asked each time: lru-cache otherwise reuses a reading for a while, by a timer
    ttlResolution: 0,
    perf: { now },
    maxSize: maxBytes,
    sizeCalculation: (page) => 2 * page.identity.length,
  });
  // a render that began before a clear holds data from before the write: it must not be kept
  let generation = 0;
  return {
    keyFor(url, cookies) {
      if (cartFromCookies(cookies).length > 0) return null;
      // a first visit's page carries the cookie dialog, a returning visitor's does not
      return `${asksOnArrival(cookies) ? 'new' : 'known'} ${url.pathname}${url.search}`;
    },
    get: (key) => pages.get(key),
    keeper() {
      const startedIn = generation;
      return (key, page) => {
        if (startedIn === generation) pages.set(key, page);
      };
    },
    clear() {
      generation += 1;
      pages.clear();
    },
  };
}

/**
 * The writes a customer makes by the hundred on a busy day, whose only mark on a page is a stock
 * figure or free places (see above), or none: they leave the cache alone. Every other successful
 * write empties it, also one that changes no page (a sign-in): rare enough to cost nothing.
 */
export const WRITES_THAT_KEEP_PAGES: ReadonlySet<string> = new Set([
  'POST /api/checkout',
  'POST /api/payments/simulated/:sessionId/pay',
  'POST /api/payments/stripe/webhook',
  'POST /api/consent',
]);
