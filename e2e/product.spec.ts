// Product detail page (docs/shop/product-page.md): a honey product with everything it shows, stock
// limits, adding to the cart, related products, the ratings list and the not-found / failure
// states.
import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductDetail, ProductSummary } from '../src/domain/catalog-schema';
import type { PublicRating } from '../src/domain/ratings-schema';
import { openHoneyFromHome } from './support/shop';
import { expect, test } from './support/test';

const TYPES = ['honig', 'drink', 'care', 'strength', 'other'] as const;

const euro = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const listOf = (request: APIRequestContext, type: string) =>
  getJson<ProductSummary[]>(request, `/api/products?type=${type}`);
const detailOf = (request: APIRequestContext, id: string) =>
  getJson<ProductDetail>(request, `/api/products/${id}`);

async function allProducts(request: APIRequestContext): Promise<ProductSummary[]> {
  return (await Promise.all(TYPES.map((type) => listOf(request, type)))).flat();
}

/** A honey with several images, properties and a net content: the richest normal product. */
async function richHoney(request: APIRequestContext): Promise<ProductDetail> {
  const details = await Promise.all(
    (await listOf(request, 'honig')).map((product) => detailOf(request, product.id)),
  );
  const honey = details.find(
    (detail) => detail.images.length > 1 && detail.properties.length > 0 && detail.netContent,
  );
  if (!honey)
    throw new Error('the demo catalogue needs a honey with images, properties and net content');
  return honey;
}

const quantityInput = (page: Page) => page.getByRole('spinbutton', { name: 'Menge' });
const plus = (page: Page) => page.getByRole('button', { name: 'Menge erhöhen' });
const minus = (page: Page) => page.getByRole('button', { name: 'Menge verringern' });

test('a honey product shows title, price, all images, Grundpreis, properties and details', async ({
  app,
  page,
  request,
}) => {
  const honey = await richHoney(request);
  await app.goto(`/produkt/${honey.id}`);

  await expect(page.getByRole('heading', { level: 1, name: honey.title })).toBeVisible();
  await expect(page).toHaveTitle(`${honey.title} – Hofladen`);
  await expect(page.getByTestId('product-price')).toHaveText(euro(honey.priceCents));

  // every image is in the carousel; the first loads eagerly with high priority, the rest lazily
  const images = page.locator('.product-carousel .carousel-item img');
  await expect(images).toHaveCount(honey.images.length);
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(images.first()).toHaveAttribute('srcset', /\/api\/images\/[a-f0-9]+\?w=800 800w/);
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(images.first()).toHaveJSProperty('complete', true);
  await page.getByRole('button', { name: 'Nächstes Bild' }).click();
  await expect(page.locator('.product-carousel .carousel-item.active img')).toHaveAttribute(
    'alt',
    honey.images[1]?.alt ?? '',
  );

  // PAngV base price per kg (or l), worked out by hand from the net content
  const net = honey.netContent as NonNullable<ProductDetail['netContent']>;
  const perUnit = Math.round((honey.priceCents * 1000) / net.amount);
  await expect(page.getByTestId('base-price')).toHaveText(
    `Grundpreis: ${euro(perUnit)} / ${net.unit === 'g' ? 'kg' : 'l'}`,
  );

  await expect(page.getByRole('heading', { name: 'Weiter Informationen' })).toBeVisible();
  const properties = page.locator('.property-list');
  for (const property of honey.properties) {
    const key = property.key.charAt(0).toUpperCase() + property.key.slice(1);
    await expect(properties.locator('dt', { hasText: key }).first()).toHaveText(key);
    await expect(properties.getByText(property.value, { exact: true }).first()).toBeVisible();
  }
});

test('the stock warning is red below 5 and the quantity stays between 1 and the stock', async ({
  app,
  page,
  request,
}) => {
  const lowStock = (await allProducts(request)).find(
    (product) => product.amountAvailable > 1 && product.amountAvailable < 5,
  );
  if (!lowStock) throw new Error('the demo catalogue needs a product with 2–4 left in stock');
  const stock = lowStock.amountAvailable;
  await app.goto(`/produkt/${lowStock.id}`);

  const warning = page.getByText(`Nur noch ${stock} verfügbar`);
  await expect(warning).toBeVisible();
  await expect(warning).toHaveClass(/text-danger/);

  await expect(quantityInput(page)).toHaveValue('1');
  await expect(minus(page)).toBeDisabled();
  for (let step = 1; step < stock; step += 1) await plus(page).click();
  await expect(quantityInput(page)).toHaveValue(String(stock));
  await expect(plus(page)).toBeDisabled();

  await quantityInput(page).fill('99');
  await expect(quantityInput(page)).toHaveValue(String(stock));
  await quantityInput(page).fill('0');
  await expect(quantityInput(page)).toHaveValue('1');
  // emptied, the field waits for the next digit instead of turning into 1 at once ("13")
  await quantityInput(page).fill('');
  await expect(quantityInput(page)).toHaveValue('');
  await quantityInput(page).pressSequentially(String(stock));
  await expect(quantityInput(page)).toHaveValue(String(stock));
  // left empty, it shows the minimum again
  await quantityInput(page).fill('');
  await quantityInput(page).blur();
  await expect(quantityInput(page)).toHaveValue('1');
});

test('an out-of-stock product says so, without a quantity picker or "In den Warenkorb"', async ({
  page,
  request,
}) => {
  const honey = await richHoney(request);
  // sold-out products leave the shop's lists, so the demo data cannot show one: the API answer
  // is changed on the way to the page instead (which the browser then loads itself)
  await page.route(`**/api/products/${honey.id}`, async (route) => {
    const response = await route.fetch();
    const product = (await response.json()) as ProductDetail;
    await route.fulfill({ response, json: { ...product, amountAvailable: 0 } });
  });
  await openHoneyFromHome(page, honey.title);

  await expect(page.getByRole('heading', { level: 1, name: honey.title })).toBeVisible();
  await expect(quantityInput(page)).toHaveCount(0);
  await expect(page.getByText('Nur noch 0 verfügbar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
  await expect(page.getByText('Dieses Produkt ist leider ausverkauft.')).toBeVisible();
});

test('what is already in the cart counts against the stock', async ({ app, page, request }) => {
  const lowStock = (await allProducts(request)).find(
    (product) => product.amountAvailable > 1 && product.amountAvailable < 5,
  );
  if (!lowStock) throw new Error('the demo catalogue needs a product with 2–4 left in stock');
  await app.goto(`/produkt/${lowStock.id}`);
  await quantityInput(page).fill(String(lowStock.amountAvailable - 1));
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText('Zum Warenkorb hinzugefügt')).toBeVisible();
  // one is left to add
  await expect(quantityInput(page)).toHaveValue('1');
  await expect(plus(page)).toBeDisabled();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(quantityInput(page)).toHaveValue('0');
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
});

test('the quantity stops at what one order may take, and the page says so', async ({
  app,
  page,
  request,
}) => {
  const candidates = await Promise.all(
    (await allProducts(request)).map((product) => detailOf(request, product.id)),
  );
  const plenty = candidates.find((product) => product.amountAvailable > product.maxPerOrder + 2);
  if (!plenty) throw new Error('the demo catalogue needs a product with more stock than one order');
  const limit = `Höchstens ${plenty.maxPerOrder} Stück pro Bestellung`;
  await app.goto(`/produkt/${plenty.id}`);
  // other tests may hold a jar of it meanwhile: the stock is shown, whatever it is right now
  await expect(page.getByText(/^Nur noch \d+ verfügbar$/)).toBeVisible();
  await expect(page.getByText(limit)).toHaveCount(0);

  await quantityInput(page).fill('99');
  await expect(quantityInput(page)).toHaveValue(String(plenty.maxPerOrder));
  await expect(plus(page)).toBeDisabled();
  await expect(page.getByText(limit)).toBeVisible();
});

test('a well-stocked product shows its stock without the red warning', async ({
  app,
  page,
  request,
}) => {
  const plenty = (await listOf(request, 'honig')).find((product) => product.amountAvailable >= 8);
  if (!plenty) throw new Error('the demo catalogue needs a honey with 5 or more in stock');
  await app.goto(`/produkt/${plenty.id}`);
  // other tests may hold a jar of it meanwhile; it stays well above the warning line
  const stockText = page.getByText(/^Nur noch \d+ verfügbar$/);
  await expect(stockText).toBeVisible();
  expect(Number((await stockText.textContent())?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(5);
  await expect(stockText).not.toHaveClass(/text-danger/);
});

test('"In den Warenkorb" puts the product into the cart cookie and says so', async ({
  app,
  page,
  request,
  context,
}) => {
  const honey = await richHoney(request);
  await app.goto(`/produkt/${honey.id}`);
  await plus(page).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();

  const feedback = page.getByRole('status').filter({ hasText: 'Zum Warenkorb hinzugefügt' });
  await expect(feedback).toBeVisible();
  await expect(feedback.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
    'href',
    '/einkaufswagen',
  );
  await expect(quantityInput(page)).toHaveValue('1');

  const cookie = (await context.cookies()).find((entry) => entry.name === 'hofladen_cart');
  expect(cookie, 'cart cookie').toBeDefined();
  const cart = JSON.parse(decodeURIComponent(cookie?.value ?? '[]')) as unknown[];
  expect(cart).toEqual([
    {
      itemId: honey.id,
      quantity: 2,
      course: null,
      tempId: expect.stringMatching(/^[A-Za-z0-9]{11}$/),
    },
  ]);
  // docs/shop/cart.md#cart-cookie: one hour
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(3500);
});

test('related products of the same type link to their pages', async ({ app, page, request }) => {
  const honey = await richHoney(request);
  const related = await getJson<ProductSummary[]>(request, `/api/products/${honey.id}/related`);
  expect(related.length).toBeGreaterThan(0);
  await app.goto(`/produkt/${honey.id}`);

  const section = page.getByRole('region', { name: 'Das könnte dir auch gefallen:' });
  await expect(section.getByRole('link')).toHaveCount(related.length);
  const [first] = related;
  await section.getByRole('link', { name: first?.title }).click();
  await expect(page).toHaveURL(`/produkt/${first?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first?.title })).toBeVisible();
});

const listable = (rating: PublicRating) =>
  [rating.title, rating.ort, rating.comment].every((text) => text != null && text.trim() !== '');
const formatDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

test('the ratings list shows only complete enabled ratings, and the mean with its count', async ({
  app,
  page,
  request,
}) => {
  const candidates = await allProducts(request);
  let chosen: { product: ProductSummary; ratings: PublicRating[] } | undefined;
  for (const product of candidates.filter((entry) => entry.rating.count > 0)) {
    const ratings = await getJson<PublicRating[]>(request, `/api/products/${product.id}/ratings`);
    if (ratings.some(listable) && ratings.some((rating) => !listable(rating))) {
      chosen = { product, ratings };
      break;
    }
  }
  if (!chosen)
    throw new Error('the demo catalogue needs a product with complete and incomplete ratings');
  const { product, ratings } = chosen;
  await app.goto(`/produkt/${product.id}`);

  const mean = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(
    product.rating.mean ?? 0,
  );
  await expect(page.getByText(`${mean}/5`, { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText(`(${product.rating.count} Bewertung${product.rating.count === 1 ? '' : 'en'})`),
  ).toBeVisible();

  const section = page.getByRole('region', { name: 'Bewertungen' });
  const shown = ratings.filter(listable);
  await expect(section.getByRole('listitem')).toHaveCount(shown.length);
  for (const rating of shown) {
    const card = section.getByRole('listitem').filter({ hasText: rating.title ?? '' });
    await expect(card).toContainText(rating.comment ?? '');
    await expect(card).toContainText(`${rating.ort} · ${formatDay(rating.date)}`);
    await expect(card.getByRole('img', { name: `${rating.rate} von 5 Sternen` })).toBeVisible();
  }
  for (const rating of ratings.filter((entry) => !listable(entry))) {
    for (const text of [rating.title, rating.ort, rating.comment]) {
      if (text) await expect(section.getByText(text)).toHaveCount(0);
    }
  }
});

test('a product nobody rated yet shows ?/5', async ({ app, page, request }) => {
  const unrated = (await allProducts(request)).find((product) => product.rating.count === 0);
  if (!unrated) throw new Error('the demo catalogue needs an unrated product');
  await app.goto(`/produkt/${unrated.id}`);
  await expect(page.getByText('?/5', { exact: true })).toBeVisible();
  await expect(page.getByText('(0 Bewertungen)')).toBeVisible();
});

test('"Zurück zum Shop" returns to the category of the product', async ({ app, page, request }) => {
  const [care] = await listOf(request, 'care');
  await app.goto(`/produkt/${care?.id}`);
  await page.getByRole('link', { name: 'Zurück zum Shop' }).click();
  await expect(page).toHaveURL('/?kategorie=care');
  await expect(page.getByRole('heading', { name: 'Shop', exact: true })).toBeVisible();
});

test('an unknown product says it does not exist and leads back to the shop', async ({
  app,
  page,
}) => {
  // an id the shop could never have made (upper case) reads the same as an unknown one
  await app.goto('/produkt/GIBT-ES-NICHT');
  await expect(page.getByRole('heading', { name: 'Dieses Produkt gibt es nicht.' })).toBeVisible();
  // search engines get a real 404 for it, visitors the same page
  const response = await app.goto('/produkt/p-gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Dieses Produkt gibt es nicht.' })).toBeVisible();
  await page.getByRole('link', { name: 'Zurück zum Shop' }).click();
  await expect(page).toHaveURL('/');
});

test('a failed load shows a German message and "Erneut versuchen" recovers', async ({
  page,
  request,
}) => {
  const honey = await richHoney(request);
  let failing = true;
  await page.route(`**/api/products/${honey.id}`, (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'UNAVAILABLE', message: 'Der Shop macht gerade Pause.' },
          }),
        })
      : route.continue(),
  );
  await openHoneyFromHome(page, honey.title);
  await expect(page.getByText('Der Shop macht gerade Pause.')).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: honey.title })).toBeVisible();
});

test('a product page tells search engines its title, description, price and availability', async ({
  app,
  page,
  request,
  baseURL,
}) => {
  const honey = await detailOf(request, 'p-akazienhonig');
  await app.goto(`/produkt/${honey.id}`);
  await expect(page).toHaveTitle(`${honey.title} – Hofladen`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    honey.shortDescription,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/produkt/${honey.id}`,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `${honey.title} – Hofladen`,
  );
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { '@graph': { '@type': string; offers: { price: string; availability: string } }[] };
  const [item] = jsonLd['@graph'];
  expect(item?.['@type']).toBe('Product');
  expect(item?.offers.price).toBe((honey.priceCents / 100).toFixed(2));
  expect(item?.offers.availability).toBe(
    honey.amountAvailable > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
  );
});

const structuredData = (html: string) =>
  /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';

test("the app keeps the server's structured data of the page it took over and writes its own for the next", async ({
  app,
  page,
  request,
}) => {
  // a course's dates are events with their Berlin time: the browser's first view builds none
  const course = 'c-kraeuterkurs-im-jahreskreis';
  const fromServer = structuredData(await (await request.get(`/produkt/${course}`)).text());
  expect(fromServer).toContain('"@type":"Event"');
  // (a script's text is no text to toHaveText: it reads it as textContent() does)
  const inPage = () => page.locator('script[type="application/ld+json"]').textContent();
  await app.goto(`/produkt/${course}`);
  expect(await inPage()).toBe(fromServer);

  const honey = await richHoney(request);
  const [next] = await getJson<ProductSummary[]>(request, `/api/products/${honey.id}/related`);
  await app.goto(`/produkt/${honey.id}`);
  await page
    .getByRole('region', { name: 'Das könnte dir auch gefallen:' })
    .getByRole('link', { name: next?.title })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: next?.title })).toBeVisible();
  // written in the browser for the page it opened, as the server writes it
  const nextFromServer = structuredData(await (await request.get(`/produkt/${next?.id}`)).text());
  expect(nextFromServer).toContain(JSON.stringify(next?.title));
  await expect.poll(inPage).toBe(nextFromServer);
});
