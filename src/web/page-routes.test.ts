// The route table as the server renders it (routes.tsx, entry-server.tsx): each address's status,
// the data its loaders put into the page, and what search engines are told. The shop's API is
// played by `api` below, as app.inject answers the renderer in the running shop.
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../domain/catalog-schema';
import { type BuiltAssets, type PageRequest, pagesForSearch, renderPage } from './entry-server';

const HONEY: ProductDetail = {
  id: 'p-honig',
  type: 'honig',
  title: 'Akazienhonig',
  priceCents: 890,
  shortDescription: 'Mild und flüssig.',
  amountAvailable: 12,
  image: null,
  rating: { mean: null, count: 0 },
  firstProperty: null,
  taxRateBp: 700,
  netContent: { amount: 500, unit: 'g' },
  maxPerOrder: 10,
  description: 'Mild und flüssig.',
  longDescription: 'Aus eigener Imkerei.',
  images: [],
  properties: [],
  reduction: null,
  food: null,
  course: null,
};

async function api(path: string) {
  if (path === '/api/products/p-honig') return { status: 200, body: HONEY };
  if (path.startsWith('/api/products/p-honig/')) return { status: 200, body: [] };
  if (
    [
      '/api/course-bookings/',
      '/api/waitlist/',
      '/api/checkout/sessions/',
      '/api/payments/simulated/',
    ].some((prefix) => path.startsWith(prefix))
  ) {
    const error = { code: 'NOT_FOUND', message: 'Zu diesem Link gibt es nichts.' };
    return { status: 404, body: { error } };
  }
  if (path.startsWith('/api/order-status/')) {
    const error = { code: 'NOT_FOUND', message: 'Zu diesem Link gibt es keine Bestellung.' };
    return { status: 404, body: { error } };
  }
  if (path === '/api/delivery-options') {
    const germany = { group: 'DE', amountCents: 675, freeFromCents: null, countries: ['DE'] };
    return { status: 200, body: { shipping: [germany], pickupPlaces: [] } };
  }
  if (path.startsWith('/api/products/')) {
    const error = { code: 'NOT_FOUND', message: 'Dieses Produkt gibt es nicht.' };
    return { status: 404, body: { error } };
  }
  return { status: 200, body: [] };
}

// a page's stylesheets, inline in its head (the build's own, "</style" escaped, built-assets.ts)
const STYLESHEETS = [
  { href: '/assets/index-a1.css', css: 'body{margin:0}.preis::after{content:"€"}' },
  { href: '/assets/produkt-b2.css', css: '.produkt{display:grid}' },
];

/** `readAt`: the answers come from the reads pages share, read at that time. */
async function render(
  address: string,
  cookies?: string,
  readAt?: number,
  starter: BuiltAssets['starter'] = { module: '/s.js' },
) {
  const asked: string[] = [];
  const errors: unknown[] = [];
  const request: PageRequest = {
    url: new URL(address, 'https://hof.example'),
    cookies,
    config: { links: {}, origin: 'https://hof.example' } as PageRequest['config'],
    assets: async () => ({
      starter,
      entry: '/e.js',
      stylesheets: STYLESHEETS,
      modulePreloads: [],
    }),
    fetchJson: async (path) => {
      asked.push(path);
      return { ...(await api(path)), readAt };
    },
    onError: (error) => errors.push(error),
  };
  const page = await renderPage(request);
  if (page.kind !== 'html') throw new Error(`${address} redirected`);
  const html = page.body.join('');
  const state = /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html)?.[1];
  expect(errors).toEqual([]);
  return {
    status: page.status,
    private: page.private,
    html,
    body: page.body,
    asked,
    state: JSON.parse(state ?? 'null'),
  };
}

describe('the pages of the route table', () => {
  it('answers each address with its status', async () => {
    const statuses = Object.fromEntries(
      await Promise.all(
        [
          '/',
          '/produkt/p-honig',
          '/produkt/p-gibt-es-nicht',
          '/produkt/a/b',
          '/einkaufswagen/',
          '/impressum',
          '/index',
          '/404-error',
          '/admin/produkte',
          '/zahlung/sim_gibt-es-nicht',
          '/gibt-es-nicht',
        ].map(async (address) => [address, (await render(address)).status]),
      ),
    );
    expect(statuses).toEqual({
      '/': 200,
      '/produkt/p-honig': 200,
      '/produkt/p-gibt-es-nicht': 404,
      '/produkt/a/b': 404,
      '/einkaufswagen/': 200,
      '/impressum': 200,
      '/index': 200,
      '/404-error': 404,
      '/admin/produkte': 200,
      '/zahlung/sim_gibt-es-nicht': 404,
      '/gibt-es-nicht': 404,
    });
  });

  it('ends the page with the starter, inline as built or as a module in development', async () => {
    const script = '(()=>{console.log(`<\\u0073cript>`);})();';
    const built = await render('/', undefined, undefined, { script });
    expect(built.html.startsWith('<!DOCTYPE html><html lang="de">')).toBe(true);
    expect(built.html.endsWith(`<script>${script}</script></body></html>`)).toBe(true);
    const development = await render('/');
    expect(
      development.html.endsWith('<script type="module" src="/s.js"></script></body></html>'),
    ).toBe(true);
  });

  it('hands each stylesheet over apart, where its style element stands in the head', async () => {
    const { body, html } = await render('/einkaufswagen/');
    expect(body).toHaveLength(5);
    expect([body[1], body[3]]).toEqual(STYLESHEETS.map(({ css }) => css));
    expect(body[0]?.endsWith('<style data-href="/assets/index-a1.css">')).toBe(true);
    expect(body[2]).toBe(
      '</style><link rel="stylesheet" href="/assets/index-a1.css" disabled=""/><style data-href="/assets/produkt-b2.css">',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    for (const { href, css } of STYLESHEETS)
      expect(head).toContain(`<style data-href="${href}">${css}</style>`);
  });

  it('renders an unknown product as the product page saying so, with its data for hydrating', async () => {
    const page = await render('/produkt/p-gibt-es-nicht');
    expect(page.html).toContain('Produkt nicht gefunden');
    const [product] = page.state.queries.queries;
    expect(product.queryKey).toEqual(['product', 'p-gibt-es-nicht']);
    expect(product.state.error).toMatchObject({ kind: 'api-error', status: 404 });
  });

  it("hands the browser the loaders' answers, so hydrating runs none of them again", async () => {
    const page = await render('/produkt/p-honig');
    expect(page.asked.sort()).toEqual([
      '/api/products/p-honig',
      '/api/products/p-honig/ratings',
      '/api/products/p-honig/related',
    ]);
    expect(Object.values(page.state.loaderData)).toEqual([null]);
    expect(
      page.state.queries.queries.map((query: { queryKey: unknown }) => query.queryKey),
    ).toEqual(expect.arrayContaining([['product', 'p-honig']]));
  });

  it("loads the products of the cart the request's cookie holds", async () => {
    const cart = encodeURIComponent(
      JSON.stringify([{ itemId: 'p-honig', quantity: 2, tempId: 'abcdefghij1', course: null }]),
    );
    const page = await render('/einkaufswagen', `hofladen_cart=${cart}`);
    expect(page.asked.sort()).toEqual(['/api/delivery-options', '/api/products/p-honig']);
    // the spec's default, rendered on the server: shipping within Germany
    expect(page.html).toContain('Lieferland');
  });

  it('hands on the time a shared answer was read, from which the browser counts its age', async () => {
    const cart = encodeURIComponent(
      JSON.stringify([{ itemId: 'p-honig', quantity: 1, tempId: 'abcdefghij1', course: null }]),
    );
    const readAt = Date.now() - 1_500;
    const shared = await render('/einkaufswagen', `hofladen_cart=${cart}`, readAt);
    const updatedAt = (page: typeof shared) =>
      Object.fromEntries(
        page.state.queries.queries.map(
          (query: { queryKey: string[]; state: { dataUpdatedAt: number } }) => [
            query.queryKey[0],
            query.state.dataUpdatedAt,
          ],
        ),
      );
    expect(updatedAt(shared)).toEqual({ product: readAt, 'delivery-options': readAt });

    const before = Date.now();
    const live = updatedAt(await render('/einkaufswagen', `hofladen_cart=${cart}`));
    expect(live.product).toBeGreaterThanOrEqual(before);
  });

  it('asks search engines to leave the demo template and the order status pages out, only them', async () => {
    const noindex = '<meta name="robots" content="noindex"/>';
    expect((await render('/pricing')).html).toContain(noindex);
    expect((await render('/')).html).not.toContain(noindex);
    expect((await render(`/bestellung/${'0'.repeat(64)}`)).html).toContain(noindex);
  });

  it('renders a status link that names no order as a private 404 page', async () => {
    const page = await render(`/bestellung/${'0'.repeat(64)}`);
    expect(page.status).toBe(404);
    expect(page.private).toBe(true);
    expect(page.html).toContain('Diese Bestellung finden wir nicht');
    expect(page.asked).toEqual([`/api/order-status/${'0'.repeat(64)}`]);
    expect((await render('/')).private).toBe(false);
  });

  it('renders the personal links that name nothing as private 404 pages saying so', async () => {
    const token = 'x'.repeat(43);
    const pages = {
      [`/kursbuchung/${token}`]: 'Diese Buchung finden wir nicht',
      [`/warteliste/${token}`]: 'finden wir nicht',
      '/einkauf_erfolgreich?session_id=cs_test_unbekannt': 'Zu diesem Link gibt es keine Zahlung',
      '/einkauf_erfolgreich': 'Zu diesem Link gibt es keine Zahlung',
    };
    for (const [address, says] of Object.entries(pages)) {
      const page = await render(address);
      expect(page.status, address).toBe(404);
      expect(page.private, address).toBe(true);
      expect(page.html, address).toContain(says);
    }
    expect((await render(`/kursbuchung/${token}`)).asked).toEqual([
      `/api/course-bookings/${token}`,
    ]);
  });

  it('tells the server which pages belong in sitemap.xml and which stay private', () => {
    expect(pagesForSearch).toEqual({
      sitemap: ['/', '/produkt/:productId'],
      private: [
        '/zahlung/',
        '/einkauf_erfolgreich',
        '/einkauf_abgebrochen',
        '/bestellung/',
        '/warteliste/',
        '/kursbuchung/',
        '/benachrichtigung/',
        '/auth/login',
        '/admin',
      ],
    });
  });
});
