import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CART_COOKIE } from '../../domain/cart';
import { VISITOR_COOKIE } from '../../domain/consent';
import type { ShopSettingsView } from '../../domain/shop-settings-schema';
import { products } from '../db/schema';
import { compressedBody } from '../http/compressed-body';
import { useTestShop } from '../testing/app';
import { goodsLine, startCheckout } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { staffClient } from '../testing/staff';
import { miniatureWebBuild } from '../testing/web-build';
import { createPageCache, type PageRead, readSharedByPages } from './page-cache';

// renders like the real renderer from the shop's API (one product here), and counts its renders
const { webRoot, remove } = miniatureWebBuild(`
let renders = 0;
export const pagesForSearch = { sitemap: [], private: [] };
export async function renderPage(request) {
  renders += 1;
  const product = await request.fetchJson('/api/products/p-akazienhonig');
  const seen = {
    renders,
    path: request.url.pathname,
    title: product.body.title,
    agb: request.config.links.agb,
  };
  const status = request.url.pathname === '/fehlt' ? 404 : 200;
  return { kind: 'html', status, body: [JSON.stringify(seen) + ' '.repeat(2048)] };
}`);
afterAll(remove);

const honey = (quantity: number, tempId = 'abcdefghijk') => ({
  itemId: 'p-akazienhonig',
  quantity,
  course: null,
  tempId,
});
const courseLine = {
  itemId: 'c-bienenkurs',
  quantity: 1,
  course: {
    courseDateId: 1,
    firstName: 'Jörg',
    lastName: 'Müßig',
    email: 'joerg@example.org',
    phone: '0171 2345678',
  },
  tempId: 'kurszeile01',
};
const cartWith = (lines: object[]) => `${CART_COOKIE}=${encodeURIComponent(JSON.stringify(lines))}`;
const cartCookie = cartWith([honey(1)]);
const returning = `${VISITOR_COOKIE}=0b7f3a52-8c1d-4e6f-9a2b-3c4d5e6f7a8b`;

interface Seen {
  renders: number;
  path: string;
  title: string;
  agb: string;
}

describe.each(databaseKinds())('pages kept for visitors on $name', (kind) => {
  let clock = 1_000_000;
  const shop = useTestShop(kind, { webRoot, pageCacheClock: () => clock });
  // each test starts with nothing kept
  beforeEach(() => {
    clock += 2_001;
  });
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await shop().app.inject({
      url,
      headers: { 'accept-encoding': 'identity', ...headers },
    });
    return { response, seen: JSON.parse(response.body) as Seen };
  };
  const retitle = (title: string) =>
    shop().database.db.update(products).set({ title }).where(eq(products.id, 'p-akazienhonig'));

  it('renders a page once and sends the same bytes to the next visitors, in their encoding', async () => {
    const first = await page('/');
    expect(first.response.statusCode).toBe(200);
    expect(first.response.headers['cache-control']).toBe('no-cache');
    expect(first.response.headers.vary).toContain('accept-encoding');

    // brotli is made only for a page that earns it: the first visitors who take it get gzip
    const asks = [];
    for (let i = 0; i < 5; i++)
      asks.push(await shop().app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } }));
    expect(asks.map((ask) => ask.headers['content-encoding'])).toEqual([
      'gzip',
      'gzip',
      'gzip',
      'br',
      'br',
    ]);
    const [firstAsk, , , , lastAsk] = asks.map((ask) => ask.rawPayload);
    expect(gunzipSync(firstAsk ?? Buffer.alloc(0)).toString()).toBe(first.response.body);
    expect(brotliDecompressSync(lastAsk ?? Buffer.alloc(0)).toString()).toBe(first.response.body);
    const gzip = await shop().app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.response.body);
    expect((await page('/')).seen.renders).toBe(first.seen.renders);
    // another address, another page
    expect((await page('/?type=getraenke')).seen.renders).toBe(first.seen.renders + 1);
  });

  it('renders a page asked for by many visitors at once only once', async () => {
    // renders counted between two pages asked for one after the other
    const rendersSoFar = async (path: string) => (await page(path)).seen.renders;
    const before = await rendersSoFar('/?type=kosmetik');
    const pages = await Promise.all(Array.from({ length: 5 }, () => page('/?type=honig')));
    for (const { response } of pages) expect(response.statusCode).toBe(200);
    expect(new Set(pages.map(({ response }) => response.body)).size).toBe(1);
    const between = await rendersSoFar('/?type=getraenke');
    expect(between - before).toBe(2);
    // a page not to keep: every visitor gets a render of their own, with its status
    const missing = await Promise.all(Array.from({ length: 3 }, () => page('/fehlt')));
    for (const { response } of missing) expect(response.statusCode).toBe(404);
    expect((await rendersSoFar('/?type=kurse')) - between).toBe(4);
  });

  it('shows a change made behind its back once the page is 2 s old', async () => {
    const before = await page('/');
    await retitle('Akazienhonig, neu abgefüllt');
    clock += 2_000;
    expect((await page('/')).seen.title).toBe(before.seen.title);
    clock += 1;
    const after = await page('/');
    expect(after.seen.title).toBe('Akazienhonig, neu abgefüllt');
    expect(after.seen.renders).toBe(before.seen.renders + 1);
  });

  it('keeps a page apart per cart, first and returning visitor; a course place is rendered anew', async () => {
    const anonymous = await page('/');
    const withCart = await page('/', { cookie: cartCookie });
    expect(withCart.seen.renders).toBe(anonymous.seen.renders + 1);
    // the same goods under the browser's other ids for its lines: the same page
    expect((await page('/', { cookie: cartWith([honey(1, 'zyxwvutsrqp')]) })).seen.renders).toBe(
      withCart.seen.renders,
    );
    const twoJars = await page('/', { cookie: cartWith([honey(2)]) });
    expect(twoJars.seen.renders).toBe(anonymous.seen.renders + 2);

    const course = cartWith([honey(1), courseLine]);
    const booking = await page('/', { cookie: course });
    expect(booking.seen.renders).toBe(anonymous.seen.renders + 3);
    expect((await page('/', { cookie: course })).seen.renders).toBe(anonymous.seen.renders + 4);
    // the attendee's details are in the page: no shared cache may keep it
    expect(booking.response.headers['cache-control']).toBe('private, no-cache');
    expect(twoJars.response.headers['cache-control']).toBe('no-cache');

    const known = await page('/', { cookie: returning });
    expect(known.seen.renders).toBe(anonymous.seen.renders + 5);
    expect((await page('/', { cookie: returning })).seen.renders).toBe(known.seen.renders);
    expect((await page('/')).seen.renders).toBe(anonymous.seen.renders);
    expect((await page('/', { cookie: cartCookie })).seen.renders).toBe(withCart.seen.renders);
  });

  it('keeps no page that is not found', async () => {
    const first = await page('/fehlt');
    expect(first.response.statusCode).toBe(404);
    expect((await page('/fehlt')).seen.renders).toBe(first.seen.renders + 1);
    // a missing page draws the header's cart too: with an attendee in it, for no shared cache
    const own = await page('/fehlt', { cookie: cartWith([courseLine]) });
    expect(own.response.statusCode).toBe(404);
    expect(own.response.headers['cache-control']).toBe('private, no-cache');
  });

  it("shows a staff member's change at once, and is not emptied by a refused write", async () => {
    const { request } = await staffClient(shop().app, shop().database.db);
    const current = (
      await request({ method: 'GET', url: '/api/admin/settings' })
    ).json<ShopSettingsView>();
    // signing in is a write too: the page is taken after it
    const before = await page('/');
    const refused = await request({
      method: 'PUT',
      url: '/api/admin/settings/links',
      payload: { ...current.links, agb: 'javascript:alert(1)' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await page('/')).seen.renders).toBe(before.seen.renders);

    const saved = await request({
      method: 'PUT',
      url: '/api/admin/settings/links',
      payload: { ...current.links, agb: '/agb-neu' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await page('/');
    expect(after.seen.agb).toBe('/agb-neu');
  });

  it('gives a page of its own the product everyone is shown, read in the last 2 s', async () => {
    const course = cartWith([honey(1), courseLine]);
    const before = await page('/einkaufswagen', { cookie: course });
    expect(before.response.headers['cache-control']).toBe('private, no-cache');
    await retitle('Akazienhonig, neu abgefüllt');
    const again = await page('/einkaufswagen', { cookie: course });
    // the page itself is the visitor's own and rendered anew, from the product read before
    expect(again.seen.renders).toBe(before.seen.renders + 1);
    expect(again.seen.title).toBe(before.seen.title);
    clock += 2_001;
    expect((await page('/einkaufswagen', { cookie: course })).seen.title).toBe(
      'Akazienhonig, neu abgefüllt',
    );
  });

  it('is not emptied by a sale, which only changes a stock figure', async () => {
    const before = await page('/');
    const checkout = await startCheckout(shop().app, [goodsLine('p-akazienhonig')]);
    expect(checkout.status, checkout.response.body).toBe(200);
    expect((await page('/')).seen.renders).toBe(before.seen.renders);
  });
});

describe('the page cache', () => {
  it('does not keep a page rendered from data older than a write that came meanwhile', () => {
    const cache = createPageCache({ now: () => 0 });
    const page = compressedBody(Buffer.from('<html>'));
    const settle = cache.render('new /');
    cache.clear();
    settle(page);
    expect(cache.get('new /')).toBeUndefined();
    cache.render('new /')(page);
    expect(cache.get('new /')).toBe(page);
  });

  it('lets visitors asking for a page under way wait for it, but none who asks after a write', async () => {
    const cache = createPageCache({ now: () => 0 });
    const page = compressedBody(Buffer.from('<html>'));
    expect(cache.rendering('new /')).toBeUndefined();
    const settle = cache.render('new /');
    const waiting = cache.rendering('new /');
    expect(cache.rendering('known /')).toBeUndefined();
    settle(page);
    expect(await waiting).toBe(page);
    expect(cache.rendering('new /')).toBeUndefined();
    expect(cache.get('new /')).toBe(page);

    // a render that gave no page to keep (a redirect, a failure) lets its waiters render their own
    const failing = cache.render('new /produkt/p-x');
    const waitingInVain = cache.rendering('new /produkt/p-x');
    failing(undefined);
    expect(await waitingInVain).toBeUndefined();
    expect(cache.get('new /produkt/p-x')).toBeUndefined();

    // a render begun before a write: who asked before it still gets the page, nobody after it
    const stale = cache.render('new /?type=honig');
    const before = cache.rendering('new /?type=honig');
    cache.clear();
    expect(cache.rendering('new /?type=honig')).toBeUndefined();
    stale(page);
    expect(await before).toBe(page);
    expect(cache.get('new /?type=honig')).toBeUndefined();
  });

  it('keeps at most its bytes, dropping the page asked for least recently', () => {
    const cache = createPageCache({ now: () => 0, maxBytes: 2 * 3 * 1000 });
    const page = () => compressedBody(Buffer.alloc(1000, 'x'));
    for (const path of ['/a', '/b', '/c']) cache.render(path)(page());
    cache.get('/a');
    cache.render('/d')(page());
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/d')).toBeDefined();
  });

  it("keeps an API read's answer for 2 s, a pending one for everyone asking, a refusal never", async () => {
    let clock = 1_000;
    const cache = createPageCache({ now: () => clock });
    let loads = 0;
    const load = (status: number) => async (): Promise<PageRead> => {
      loads += 1;
      return { status, body: { loads } };
    };
    const [first, second] = await Promise.all([
      cache.read('/api/delivery-options', load(200)),
      cache.read('/api/delivery-options', load(200)),
    ]);
    expect(second).toBe(first);
    // the age of the data pages are built from is counted from its read (the browser's too)
    expect(first.readAt).toBeGreaterThan(Date.now() - 1_000);
    expect(first.readAt).toBeLessThanOrEqual(Date.now());
    clock = 3_000;
    expect(await cache.read('/api/delivery-options', load(200))).toBe(first);
    clock = 3_001;
    expect((await cache.read('/api/delivery-options', load(200))).body).toEqual({ loads: 2 });

    await cache.read('/api/products/p-fehlt', load(404));
    await cache.read('/api/products/p-fehlt', load(404));
    expect(loads).toBe(4);

    const pending = cache.read('/api/legal/agb', load(200));
    cache.clear();
    await pending;
    expect((await cache.read('/api/legal/agb', load(200))).body).toEqual({ loads: 6 });
  });

  it('shares only the reads that are the same for every visitor', () => {
    for (const path of [
      '/api/products/p-akazienhonig',
      '/api/products/p-akazienhonig/ratings',
      '/api/products/p-akazienhonig/related',
      '/api/delivery-options',
      '/api/legal/agb',
    ])
      expect(readSharedByPages(path), path).toBe(true);
    for (const path of [
      '/api/checkout/sessions/cs_test_a1',
      '/api/order-status/Zt8kQ2',
      '/api/legacy-products/123',
      '/api/products/p-akazienhonig/ratings/extra',
      '/api/delivery-options?place=1',
    ])
      expect(readSharedByPages(path), path).toBe(false);
  });

  it('keys a page by address, first or returning visit and the goods in the cart', () => {
    const cache = createPageCache();
    const url = new URL('https://hof.example/produkt/p-akazienhonig?x=1');
    expect(cache.keyFor(url, `${CART_COOKIE}=%5B%5D`)).toBe('new /produkt/p-akazienhonig?x=1');
    expect(cache.keyFor(url, returning)).toBe('known /produkt/p-akazienhonig?x=1');
    expect(cache.keyFor(url, cartCookie)).toBe(
      'new /produkt/p-akazienhonig?x=1 [[1,"p-akazienhonig"]]',
    );
    const twoLines = [honey(2), { ...honey(1, 'waldhonig01'), itemId: 'p-waldhonig' }];
    expect(cache.keyFor(url, `${returning}; ${cartWith(twoLines)}`)).toBe(
      'known /produkt/p-akazienhonig?x=1 [[2,"p-akazienhonig"],[1,"p-waldhonig"]]',
    );
    // a product id made by hand to read like two lines is a cart of its own
    const forged = [{ ...honey(2), itemId: 'p-akazienhonig"],[1,"p-waldhonig' }];
    expect(cache.keyFor(url, `${returning}; ${cartWith(forged)}`)).not.toBe(
      cache.keyFor(url, `${returning}; ${cartWith(twoLines)}`),
    );
    // one id twice (never made by the shop): the page would tell the lines apart otherwise
    expect(
      cache.keyFor(url, cartWith([honey(1), { ...honey(1), itemId: 'p-waldhonig' }])),
    ).toBeNull();
    // an attendee's name and address are not kept for others
    expect(cache.keyFor(url, cartWith([honey(1), courseLine]))).toBeNull();
  });
});
