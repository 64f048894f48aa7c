// Server rendering: the first HTML carries each page's content (readable without JavaScript), the
// browser takes that HTML over without re-rendering it, and search engines get the same data.
import type { ProductDetail } from '../src/domain/catalog-schema';
import { collectProblems } from './support/page-problems';
import {
  cookieLine,
  euro,
  productDetail,
  productsOf,
  readCartCookie,
  setCartCookie,
} from './support/shop';
import { expect, test } from './support/test';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home shows the six honey cards with their prices', async ({ app, page, request }) => {
    const honey = (await productsOf(request, 'honig')).slice(0, 6);
    await app.goto('/');
    const cards = page.locator('.product-card');
    await expect(cards).toHaveCount(6);
    for (const [index, product] of honey.entries()) {
      await expect(cards.nth(index).locator('.product-card-title')).toHaveText(product.title);
      await expect(cards.nth(index).getByTestId('card-price')).toHaveText(euro(product.priceCents));
    }
  });

  test('says it can be read but not bought from, and its category buttons load their page', async ({
    app,
    page,
    request,
  }) => {
    const courses = await productsOf(request, 'course');
    await app.goto('/');
    // Playwright's text search skips a noscript's content: its element, then
    await expect(page.locator('.noscript-note')).toContainText(
      'Zum Bestellen bitte JavaScript aktivieren.',
    );
    await expect(page.locator('.noscript-note')).toBeVisible();
    await page.getByRole('button', { name: 'Kurse' }).click();
    await expect(page).toHaveURL(/\/\?kategorie=course$/);
    await expect(page.locator('.product-card-title').first()).toHaveText(
      courses[0]?.title ?? 'a course',
    );
    await expect(page.getByRole('button', { name: 'Kurse' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a category in the address is rendered too', async ({ app, page, request }) => {
    const courses = await productsOf(request, 'course');
    await app.goto('/?kategorie=course');
    await expect(page.locator('.product-card-title').first()).toHaveText(
      courses[0]?.title ?? 'a course',
    );
  });

  test('a product page shows title, price, description and its head tags', async ({
    app,
    page,
    request,
  }) => {
    const product = await productDetail(request, 'p-akazienhonig');
    const response = await app.goto('/produkt/p-akazienhonig');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(page.getByTestId('product-price')).toContainText(euro(product.priceCents));
    await expect(page.getByText(product.description.slice(0, 60))).toBeVisible();
    await expect(page).toHaveTitle(`${product.title} – Hofladen`);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      product.shortDescription,
    );
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/produkt\/p-akazienhonig$/,
    );
  });

  test('the cart is rendered from its cookie', async ({ app, page, context, baseURL, request }) => {
    const product = await productDetail(request, 'p-akazienhonig');
    await setCartCookie(context, baseURL, [cookieLine(product.id, 2, 'ssrCartLin1')]);
    await app.goto('/einkaufswagen');
    await expect(page.locator('.cart-line-title')).toHaveText(product.title);
    await expect(page.getByTestId('line-unit-price')).toContainText(euro(product.priceCents));
  });

  test('each cart is rendered with its own goods while pages with the same goods are kept', async ({
    app,
    page,
    context,
    baseURL,
    request,
  }) => {
    const [first, second] = await productsOf(request, 'honig');
    if (!first || !second) throw new Error('the demo catalogue needs two honeys');
    // one after the other within the 2 s a page is kept: the first and the last share a page
    const carts = [
      { lines: [cookieLine(first.id, 2, 'keptCartOne')], titles: [first.title], quantities: ['2'] },
      { lines: [cookieLine(first.id, 1, 'keptCartTwo')], titles: [first.title], quantities: ['1'] },
      {
        lines: [cookieLine(second.id, 1, 'keptCartThr'), cookieLine(first.id, 2, 'keptCartFou')],
        titles: [second.title, first.title],
        quantities: ['1', '2'],
      },
      { lines: [cookieLine(first.id, 2, 'keptCartFiv')], titles: [first.title], quantities: ['2'] },
    ];
    for (const { lines, titles, quantities } of carts) {
      await setCartCookie(context, baseURL, lines);
      await app.goto('/einkaufswagen');
      await expect(page.locator('.cart-line-title')).toHaveText(titles);
      await expect(page.getByTestId('line-quantity')).toHaveText(quantities);
    }
  });

  test('the success page explains an unknown payment link, as a 404 page', async ({
    app,
    page,
  }) => {
    const response = await app.goto('/einkauf_erfolgreich?session_id=sim_unknown12345');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'Failed to load payment details' }),
    ).toBeVisible();
  });

  test('an unknown product is a 404 page with its message', async ({ app, page }) => {
    const response = await app.goto('/produkt/p-gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'Dieses Produkt gibt es nicht.' }),
    ).toBeVisible();
  });
});

test('the browser takes the server HTML over: same elements, no error, no warning', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  const course = (await productsOf(request, 'course'))[0];
  await setCartCookie(context, baseURL, [cookieLine('p-akazienhonig', 1, 'ssrHydrate1')]);
  // the first heading as the server sent it, kept before any script runs
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { serverHeading: document.querySelector('h1') });
    });
  });
  const problems = collectProblems(page);
  for (const path of [
    '/',
    '/produkt/p-akazienhonig',
    `/produkt/${course?.id}`,
    '/einkauf_erfolgreich?session_id=sim_unknown12345',
    '/einkaufswagen',
  ]) {
    const response = await app.goto(path);
    // a link that names no payment is a 404 page: the browser logs the document's status once,
    // which says nothing about the page taking over
    if (response?.status() === 404) {
      const logged = problems.indexOf(
        'Failed to load resource: the server responded with a status of 404 (Not Found)',
      );
      if (logged >= 0) problems.splice(logged, 1);
    }
    // an interactive page whose heading is still the server's element: hydrated, not replaced
    const sameHeading = await page.evaluate(
      () =>
        (window as unknown as { serverHeading: Element | null }).serverHeading ===
        document.querySelector('h1'),
    );
    expect(sameHeading, path).toBe(true);
    expect(problems, path).toEqual([]);
  }
  // hydrated means working: the cart's stepper reacts
  await page.getByRole('button', { name: 'Menge erhöhen' }).click();
  await expect.poll(async () => (await readCartCookie(context))[0]?.quantity).toBe(2);
});

test('a page opened in the browser names its title in the tab; its head tags stay in the head', async ({
  app,
  page,
  request,
}) => {
  const honey = (await productsOf(request, 'honig'))[0];
  if (!honey) throw new Error('the demo catalogue needs a honey');
  await app.goto('/');
  const homeTitle = await page.title();
  expect(homeTitle).toMatch(/ – Hofladen$/);
  // a client-side navigation: the browser renders the product page itself
  await page
    .locator('.product-card')
    .filter({ hasText: honey.title })
    .getByRole('link', { name: honey.title })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: honey.title })).toBeVisible();
  await expect(page).toHaveTitle(`${honey.title} – Hofladen`);
  // React 19 hoists them on the server; in the browser they must not land in the page's body
  await expect(page.locator('body title, body meta, body link')).toHaveCount(0);
  await expect(page.locator('head title')).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveTitle(homeTitle);
});

test('a page scrolled before the app runs stays where it was once the app took over', async ({
  page,
  request,
}) => {
  const honey = (await productsOf(request, 'honig'))[0];
  if (!honey) throw new Error('the demo catalogue needs a honey');
  await page.setViewportSize({ width: 375, height: 667 });
  // the app's script is held back until the visitor has scrolled the server's page
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // not app.goto, which waits for the app
  await page.goto(`/produkt/${honey.id}`, { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 400));
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
  release();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  // two frames: a scroll the router's first render asks for would have happened by then
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
});

test('the app is requested once the first paint and the largest image are on screen', async ({
  app,
  page,
}) => {
  await app.goto('/');
  const timing = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      heroCame: resources.find((entry) => entry.name === hero?.currentSrc)?.responseEnd ?? NaN,
      appRequested:
        resources.find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime ?? NaN,
    };
  });
  expect(timing.appRequested).toBeGreaterThanOrEqual(timing.firstPaint);
  expect(timing.appRequested).toBeGreaterThanOrEqual(timing.heroCame);
});

test('an image that never comes keeps the app waiting 3 s at most', async ({ app, page }) => {
  // the first card's picture hangs: its request is never answered
  await page.route(/\/api\/images\//, async (route) => {
    if (route.request().url().includes('w=')) return;
    await route.continue();
  });
  const started = Date.now();
  await app.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 8000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
  // and the app works: a category switches the list
  await page.getByRole('button', { name: 'Kurse' }).click();
  await expect(page).toHaveURL(/kategorie=course/);
});

test('JSON-LD in the first HTML parses and names the API price', async ({ request }) => {
  const product: ProductDetail = await productDetail(request, 'p-akazienhonig');
  const html = await (await request.get('/produkt/p-akazienhonig')).text();
  const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(block).toBeDefined();
  const graph = (JSON.parse(block ?? '{}') as { '@graph': Record<string, unknown>[] })['@graph'];
  const data = graph.find((node) => node['@type'] === 'Product') as {
    name: string;
    offers: { price: string; priceCurrency: string };
  };
  expect(data.name).toBe(product.title);
  expect(Number(data.offers.price)).toBe(product.priceCents / 100);
  expect(data.offers.priceCurrency).toBe('EUR');
});
