import { LRUCache } from 'lru-cache';
import { cartFromCookies, holdsAttendee } from '../../domain/cart';
import { PAGE_DATA_MAX_AGE_MS } from '../../domain/catalog';
import { asksOnArrival } from '../../domain/consent';
import type { CompressedBody } from '../http/compressed-body';

/**
 * Rendered pages, kept for a moment (docs/decisions/037-performance.md). A page is the same for
 * every visitor with the same goods in the cart (most have none, or a jar or two of the same
 * honey): the home, a product page, the cart page. Rendering one is the dearest request a
 * customer makes, and under load the same page is asked for many times a second. A cart with a
 * course place holds the attendee's name and address: its pages are rendered for its visitor
 * alone, as are the private ones (an order, staff).
 *
 * What may be stale and for how long: a page lives `ttlMs`. A write in this process empties the
 * cache at once (app.ts), but for sales, whose only trace on a page is a stock figure or free
 * places — the checkout always counts the live stock. So a visitor may see a figure up to `ttlMs`
 * old, and so may anyone after a change made through another process. The same holds for the API
 * answers pages are built from that are the same for everyone (`read`): a page of one's own (a
 * cart with a course place) shows its products as the kept pages do. The API itself always
 * answers live.
 */
export interface PageCache {
  /**
   * Which kept page a request may get: by address, first or returning visit, and the goods in
   * the cart; none (null) for a cart with a course place.
   */
  keyFor(url: URL, cookies: string | undefined): string | null;
  get(key: string): CompressedBody | undefined;
  /**
   * The page of `key` that another visitor's request is rendering right now: waiting for it
   * costs less than rendering it again (when a kept page expires under load, every visitor
   * asking in the next milliseconds would otherwise render it too). Undefined when none is under
   * way; resolves to undefined when that render gave no page to keep (a redirect, a failure).
   */
  rendering(key: string): Promise<CompressedBody | undefined> | undefined;
  /**
   * Called before rendering the page of `key`; the answer must be called once the render is
   * over: with the page if it is one to keep, else with undefined. The page is kept only if the
   * cache was not emptied meanwhile.
   */
  render(key: string): (page: CompressedBody | undefined) => void;
  /**
   * An API answer pages are built from that is the same for every visitor (`readSharedByPages`),
   * kept like the pages: a page rendered per visitor (a cart in the cookie) reads the products
   * and delivery options it shows from the last `ttlMs` too. Only 200 answers are kept.
   */
  read(path: string, load: () => Promise<PageRead>): Promise<PageRead>;
  clear(): void;
}

/** An API answer as a page's loader gets it. */
export interface PageRead {
  status: number;
  body: unknown;
  /**
   * When a kept answer was read (ms since the epoch): the page's data carries it as its age, so
   * the browser asks again only once it is as old as a kept page may be.
   */
  readAt?: number;
}

export interface PageCacheOptions {
  ttlMs?: number;
  /** Bytes of rendered pages kept (each counted twice: its compressed copies come on top). */
  maxBytes?: number;
  now?: () => number;
}

export function createPageCache({
  ttlMs = PAGE_DATA_MAX_AGE_MS,
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
  // pending answers too: visitors asking at once for a page with the same product share a read
  const reads = new LRUCache<string, Promise<PageRead>>({
    max: 1024,
    ttl: ttlMs,
    ttlAutopurge: false,
    ttlResolution: 0,
    perf: { now },
  });
  // a render that began before a clear holds data from before the write: it must not be kept
  let generation = 0;
  const renders = new Map<string, Promise<CompressedBody | undefined>>();
  return {
    keyFor(url, cookies) {
      const cart = cartFromCookies(cookies);
      // an attendee's name and address stay out of a cache whose pages others are sent
      if (holdsAttendee(cart)) return null;
      // the page tells lines apart by the browser's ids for them, which the shop keeps unique;
      // a cookie made by hand with one id twice would render otherwise than its key says
      if (new Set(cart.map((line) => line.tempId)).size !== cart.length) return null;
      // a first visit's page carries the cookie dialog, a returning visitor's does not
      const page = `${asksOnArrival(cookies) ? 'new' : 'known'} ${url.pathname}${url.search}`;
      if (cart.length === 0) return page;
      // the lines as the page shows them, in JSON: no product id, however made, reads as two
      return `${page} ${JSON.stringify(cart.map((line) => [line.quantity, line.itemId]))}`;
    },
    get: (key) => pages.get(key),
    rendering: (key) => renders.get(key),
    render(key) {
      const startedIn = generation;
      let settle: (page: CompressedBody | undefined) => void = () => {};
      const rendered = new Promise<CompressedBody | undefined>((resolve) => {
        settle = resolve;
      });
      if (!renders.has(key)) renders.set(key, rendered);
      return (page) => {
        if (renders.get(key) === rendered) renders.delete(key);
        if (page && startedIn === generation) pages.set(key, page);
        // visitors who asked before a write that came meanwhile get the page as they asked for it
        settle(page);
      };
    },
    read(path, load) {
      const kept = reads.get(path);
      if (kept) return kept;
      const readAt = Date.now();
      const answer = load().then((read) => ({ ...read, readAt }));
      reads.set(path, answer);
      const forget = () => {
        if (reads.peek(path) === answer) reads.delete(path);
      };
      answer.then((read) => {
        if (read.status !== 200) forget();
      }, forget);
      return answer;
    },
    clear() {
      generation += 1;
      pages.clear();
      // who asks after the write does not wait for a page rendered from data before it
      renders.clear();
      // an answer read before the write (or still on its way) is not handed out after it
      reads.clear();
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

/**
 * The API reads whose answer is the same for every visitor and which a sale changes at most in a
 * stock figure or free places: a product with its ratings and neighbours, the delivery options,
 * the legal texts. Orders, payment sessions and personal links are never among them.
 */
const SHARED_READS = [
  /^\/api\/products\/[^/?]+(?:\/(?:ratings|related))?$/,
  /^\/api\/delivery-options$/,
  /^\/api\/legal\/[^/?]+$/,
];

export const readSharedByPages = (path: string): boolean =>
  SHARED_READS.some((shared) => shared.test(path));
