// Cart page (docs/shop/cart.md): lines from the cookie with fresh server prices, −/+/trash, stock
// limits, totals of a mixed cart by hand, the discount code, the pay button and the empty state.
import type { Page } from '@playwright/test';
import { MAX_LINES_PER_ORDER } from '../src/domain/order-limits';
import { withPageDataReadAt } from './support/page-state';
import { pathOf, requestsSeen } from './support/requests-seen';
import {
  bookableCourse,
  cookieLine,
  euro,
  getJson,
  honeyInCart,
  productDetail,
  productsOf,
  readCartCookie,
  setCartCookie,
} from './support/shop';
import { expect, test } from './support/test';

const row = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const payButton = (page: Page) => page.getByRole('button', { name: 'Weiter zur Zahlung' });

test('an empty cart says so, links back to the shop and offers no payment', async ({
  app,
  page,
}) => {
  await app.goto('/einkaufswagen');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Zusammenfassung der Bestellung' }),
  ).toBeVisible();
  await expect(page.getByText('Dein Warenkorb ist leer.')).toBeVisible();
  await expect(payButton(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Produkte entdecken' }).click();
  await expect(page).toHaveURL('/');
});

test('plus, minus and trash change the lines; the cookie keeps them across a reload', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  const [honey, other] = await productsOf(request, 'honig');
  if (!honey || !other) throw new Error('the demo catalogue needs two honey products');
  await setCartCookie(context, baseURL, [
    cookieLine(honey.id, 1, 'abcdefghijk'),
    cookieLine(other.id, 2, 'bcdefghijkl'),
  ]);
  await app.goto('/einkaufswagen');

  const first = row(page, honey.title);
  await expect(first.getByTestId('line-unit-price')).toHaveText(euro(honey.priceCents));
  await expect(first).toContainText(honey.shortDescription);
  await expect(first.getByTestId('line-quantity')).toHaveText('1');

  await first.getByRole('button', { name: 'Menge erhöhen' }).click();
  await expect(first.getByTestId('line-quantity')).toHaveText('2');
  await expect.poll(async () => (await readCartCookie(context))[0]?.quantity).toBe(2);

  await app.reload();
  await expect(row(page, honey.title).getByTestId('line-quantity')).toHaveText('2');
  // the cookie holds ids, quantities and course details only, never prices
  // (docs/shop/cart.md#cart-cookie)
  const stored = await readCartCookie(context);
  expect(Object.keys(stored[0] ?? {}).sort()).toEqual(['course', 'itemId', 'quantity', 'tempId']);

  await first.getByRole('button', { name: 'Menge verringern' }).click();
  await expect(first.getByTestId('line-quantity')).toHaveText('1');
  // docs/shop/cart.md#changing-quantities: minus at quantity 1 removes the line
  await first.getByRole('button', { name: 'Menge verringern' }).click();
  await expect(row(page, honey.title)).toHaveCount(0);
  await expect(row(page, other.title)).toBeVisible();

  await row(page, other.title).getByRole('button', { name: 'Entfernen' }).click();
  await expect(page.getByText('Dein Warenkorb ist leer.')).toBeVisible();
  expect(await readCartCookie(context)).toEqual([]);
});

test('the cart asks again for a product only when the data the page came with is older than 2 s', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  const honey = await honeyInCart(request, context, baseURL, 'abcdefghijk');
  const asked = requestsSeen(page, (entry) => pathOf(entry) === `/api/products/${honey.id}`);
  const price = row(page, honey.title).getByTestId('line-unit-price');
  // the page arrives with its product read `ageMs` before the browser's (fixed) time
  const now = Date.now();
  await page.clock.setFixedTime(now);
  let ageMs = 0;
  await page.route('**/einkaufswagen', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain(`"queryKey":["product","${honey.id}"]`);
    const body = withPageDataReadAt(html, ['product', honey.id], now - ageMs);
    await route.fulfill({ response, body });
  });

  ageMs = 1_000;
  await app.goto('/einkaufswagen');
  await expect(price).toHaveText(euro(honey.priceCents));
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  ageMs = 2_500;
  await app.goto('/einkaufswagen');
  await expect.poll(() => asked.length).toBe(1);
  await expect(price).toHaveText(euro(honey.priceCents));
});

test('plus stops at the stock, at what one order may take, and at a date’s free places', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  const honeys = await productsOf(request, 'honig');
  // a honey with less in stock than one order may take (10), and one with more
  const honey = honeys.find(
    (product) => product.amountAvailable > 1 && product.amountAvailable < 10,
  );
  const plenty = honeys.find((product) => product.amountAvailable > 10);
  if (!honey || !plenty) throw new Error('the demo catalogue needs honey with low and high stock');
  const { course, date } = await bookableCourse(request);
  const attendee = {
    firstName: 'Erika',
    lastName: 'Muster',
    email: 'erika@example.org',
    phone: '0761 123456',
  };
  await setCartCookie(context, baseURL, [
    cookieLine(honey.id, honey.amountAvailable, 'stockline01'),
    cookieLine(plenty.id, 10, 'capline0001'),
    cookieLine(course.id, date.free, 'courseline1', { courseDateId: date.id, ...attendee }),
  ]);
  await app.goto('/einkaufswagen');

  const honeyRow = row(page, honey.title);
  await expect(honeyRow.getByTestId('line-quantity')).toHaveText(String(honey.amountAvailable));
  await expect(honeyRow.getByRole('button', { name: 'Menge erhöhen' })).toBeDisabled();
  await honeyRow.getByRole('button', { name: 'Menge verringern' }).click();
  await expect(honeyRow.getByRole('button', { name: 'Menge erhöhen' })).toBeEnabled();

  const cappedRow = row(page, plenty.title);
  await expect(cappedRow.getByTestId('line-quantity')).toHaveText('10');
  await expect(cappedRow.getByRole('button', { name: 'Menge erhöhen' })).toBeDisabled();

  const courseRow = row(page, course.title);
  await expect(courseRow.getByRole('button', { name: 'Menge erhöhen' })).toBeDisabled();
  await expect(courseRow).toContainText('Datum');
  await expect(courseRow).toContainText('Erika Muster');
});

test('a line above what one order may take says so, and payment waits until it fits', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  const honeys = await Promise.all(
    (await productsOf(request, 'honig')).map((product) => productDetail(request, product.id)),
  );
  const plenty = honeys.find((product) => product.amountAvailable > product.maxPerOrder + 2);
  if (!plenty) throw new Error('the demo catalogue needs a honey with more stock than one order');
  // a cart from before the limit, or from before the owner lowered it
  await setCartCookie(context, baseURL, [
    cookieLine(plenty.id, plenty.maxPerOrder + 2, 'overlimit01'),
  ]);
  await app.goto('/einkaufswagen');

  const line = row(page, plenty.title);
  const limit = `Höchstens ${plenty.maxPerOrder} Stück pro Bestellung`;
  await expect(line).toContainText(limit);
  await expect(line).not.toContainText('Nur noch');
  await expect(line.getByRole('button', { name: 'Menge erhöhen' })).toBeDisabled();
  await expect(page.getByText('Bitte passe die markierten Artikel an')).toBeVisible();
  await expect(payButton(page)).toBeDisabled();

  for (let step = 0; step < 2; step += 1)
    await line.getByRole('button', { name: 'Menge verringern' }).click();
  await expect(line.getByTestId('line-quantity')).toHaveText(String(plenty.maxPerOrder));
  await expect(line).not.toContainText(limit);
  await expect(payButton(page)).toBeEnabled();
});

test('a cart of more lines than one order may have says so before payment', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  const goods = (
    await Promise.all(
      ['honig', 'drink', 'care', 'strength', 'other'].map((type) => productsOf(request, type)),
    )
  )
    .flat()
    .filter((product) => product.amountAvailable > 0)
    .slice(0, MAX_LINES_PER_ORDER + 1);
  if (goods.length <= MAX_LINES_PER_ORDER)
    throw new Error(`the demo catalogue needs ${MAX_LINES_PER_ORDER + 1} products in stock`);
  await setCartCookie(
    context,
    baseURL,
    goods.map((product, index) =>
      cookieLine(product.id, 1, `manylines${String(index).padStart(2, '0')}`),
    ),
  );
  await app.goto('/einkaufswagen');

  const hint = page.getByText(
    `Eine Bestellung hat höchstens ${MAX_LINES_PER_ORDER} Positionen, dein Warenkorb hat ${MAX_LINES_PER_ORDER + 1}.`,
  );
  await expect(hint).toBeVisible();
  await expect(payButton(page)).toBeDisabled();

  const last = goods.at(-1);
  await row(page, last?.title ?? '')
    .getByRole('button', { name: 'Entfernen' })
    .click();
  await expect(hint).toHaveCount(0);
  await expect(payButton(page)).toBeEnabled();
});

test('too many unpaid orders: the cart says why in German', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  await honeyInCart(request, context, baseURL, 'openorders1');
  // the limit itself is proven against the server in hold-limits.test.ts; the browser test
  // server allows many open orders, so its answer is played back here
  const reason =
    'Du hast schon 3 Bestellungen begonnen und noch nicht bezahlt. Bitte bezahle oder ' +
    'storniere eine davon, oder warte, bis sie verfällt.';
  await page.route('**/api/checkout', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '540' },
      json: {
        error: {
          code: 'TOO_MANY_OPEN_ORDERS',
          message: reason,
          details: { retryAfterSeconds: 540 },
        },
      },
    }),
  );
  await app.goto('/einkaufswagen');
  await payButton(page).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Failed to create payment link. Please try again.');
  await expect(alert).toContainText(reason);
  await expect(payButton(page)).toBeEnabled();
});

test('a mixed cart adds up by hand: honey, care, a course and HONIG10', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  const [honeySummary] = await productsOf(request, 'honig');
  const [careSummary] = await productsOf(request, 'care');
  if (!honeySummary || !careSummary) throw new Error('the demo catalogue needs honey and care');
  const honey = await productDetail(request, honeySummary.id);
  const care = await productDetail(request, careSummary.id);
  const { course, date } = await bookableCourse(request);
  const shipping = await getJson<{ amountCents: number }[]>(request, '/api/shipping-costs');
  expect(shipping[0]?.amountCents, 'docs/shop/cart.md#shipping: flat shipping 6,75 €').toBe(675);
  const code = await getJson<{ percentage: number }>(request, '/api/discount-codes/HONIG10');
  expect(code.percentage).toBe(10);

  await setCartCookie(context, baseURL, [
    cookieLine(honey.id, 2, 'mixedhoney1'),
    cookieLine(care.id, 1, 'mixedcare01'),
    cookieLine(course.id, 1, 'mixedcourse', {
      courseDateId: date.id,
      firstName: 'Max',
      lastName: 'Imker',
      email: 'max@example.org',
      phone: '+49 761 55555',
    }),
  ]);

  // by hand: honey carries no VAT; the other lines contain 19 % (gross × 19 / 119, rounded up).
  // The shipping carries the tax of the goods it ships (cream and honey, not the course) by their
  // share, and a discount lowers each rate's base by its share (two parts: rounded half up)
  const subtotal = 2 * honey.priceCents + care.priceCents + course.priceCents;
  const taxedGross = care.priceCents + course.priceCents;
  const taxedShipping = Math.round(
    (675 * care.priceCents) / (care.priceCents + 2 * honey.priceCents),
  );
  const contained = (gross: number) => Math.ceil((gross * 19) / 119 - 1e-9);
  const vat = contained(taxedGross + taxedShipping);
  const discount = Math.ceil((subtotal * 10) / 100 - 1e-9);
  const vatWithDiscount = contained(
    taxedGross - Math.round((discount * taxedGross) / subtotal) + taxedShipping,
  );
  const total = subtotal + 675 - discount;

  await app.goto('/einkaufswagen');
  await expect(page.getByTestId('total-subtotal')).toHaveText(euro(subtotal));
  await expect(page.getByTestId('total-vat')).toHaveText(euro(vat));
  await expect(page.getByTestId('total-shipping')).toHaveText(euro(675));
  await expect(page.getByTestId('total-total')).toHaveText(euro(subtotal + 675));
  // docs/shop/cart.md#totals: the Discount line appears only while a discount is active
  await expect(page.getByText('Discount', { exact: true })).toHaveCount(0);

  // docs/shop/cart.md#cart-lines: a course line shows "Datum" with the chosen day as dd.mm.yyyy
  const [year, month, day] = date.date.split('-');
  const courseRow = row(page, course.title);
  await expect(courseRow.getByText('Datum', { exact: true })).toBeVisible();
  await expect(courseRow.getByTestId('line-course-date')).toContainText(`${day}.${month}.${year}`);
  // the first property, key capitalised
  const property = honey.properties[0];
  if (property) {
    const key = property.key.charAt(0).toUpperCase() + property.key.slice(1);
    await expect(row(page, honey.title)).toContainText(`${key}: ${property.value}`);
  }

  await page.getByLabel('Rabattcode').fill('HONIG10');
  await page.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page.getByTestId('total-discount')).toHaveText(`-${euro(discount)}`);
  await expect(page.getByTestId('total-vat')).toHaveText(euro(vatWithDiscount));
  await expect(page.getByTestId('total-total')).toHaveText(euro(total));

  // the applied code stays for the session
  await app.reload();
  await expect(page.getByTestId('total-total')).toHaveText(euro(total));
});

test('an unknown discount code gives no discount and no message', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  const [honey] = await productsOf(request, 'honig');
  await setCartCookie(context, baseURL, [cookieLine(honey?.id ?? '', 1, 'unknowncode')]);
  await app.goto('/einkaufswagen');
  await expect(page.getByTestId('total-total')).toHaveText(euro((honey?.priceCents ?? 0) + 675));

  await page.getByLabel('Rabattcode').fill('GIBTESNICHT');
  const lookup = page.waitForResponse((response) =>
    response.url().includes('/api/discount-codes/'),
  );
  await page.getByRole('button', { name: 'Anwenden' }).click();
  await lookup;
  await expect(page.getByTestId('total-discount')).toHaveCount(0);
  await expect(page.getByText(/% Rabatt/)).toHaveCount(0);
  await expect(page.getByTestId('total-total')).toHaveText(euro((honey?.priceCents ?? 0) + 675));
});

test('"Weiter zur Zahlung" is busy while working, freezes the lines, and shows the error when no link comes', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  const [honey] = await productsOf(request, 'honig');
  await setCartCookie(context, baseURL, [cookieLine(honey?.id ?? '', 2, 'payfailure1')]);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/checkout', async (route) => {
    await released;
    await route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'kaputt' } } });
  });
  await app.goto('/einkaufswagen');

  await payButton(page).click();
  const busy = page.getByRole('button', { name: 'In Bearbeitung...' });
  await expect(busy).toBeDisabled();
  await expect(busy.locator('.spinner-border')).toBeVisible();
  // meanwhile the cart being paid for cannot change
  const honeyRow = row(page, honey?.title ?? '');
  for (const name of ['Menge erhöhen', 'Menge verringern', 'Entfernen'])
    await expect(honeyRow.getByRole('button', { name })).toBeDisabled();
  release();

  await expect(page.getByRole('alert')).toHaveText(
    'Failed to create payment link. Please try again.',
  );
  await expect(payButton(page)).toBeEnabled();
  await expect(honeyRow.getByRole('button', { name: 'Entfernen' })).toBeEnabled();
  await expect(page.getByText('Alle Preise inkl. MwSt.')).toBeVisible();
  const main = page.locator('#inhalt');
  await expect(main.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
  await expect(main.getByRole('link', { name: 'Widerrufsbelehrung' })).toHaveAttribute(
    'href',
    '/widerrufsbelehrung',
  );
});

test('"Weiter zur Zahlung" sends ids, quantities and attendees and follows the payment link', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  const [honey] = await productsOf(request, 'honig');
  const { course, date } = await bookableCourse(request);
  const attendee = {
    firstName: 'Ida',
    lastName: 'Honig',
    email: 'ida@example.org',
    phone: '0761 4242',
  };
  await setCartCookie(context, baseURL, [
    cookieLine(honey?.id ?? '', 3, 'paysuccess1'),
    cookieLine(course.id, 1, 'paysuccess2', { courseDateId: date.id, ...attendee }),
  ]);
  let body: unknown;
  await page.route('**/api/checkout', async (route) => {
    body = route.request().postDataJSON();
    await route.fulfill({ json: { url: '/einkauf_abgebrochen' } });
  });
  await app.goto('/einkaufswagen');
  await page.getByLabel('Rabattcode').fill('HONIG10');
  await page.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page.getByTestId('total-discount')).toBeVisible();

  await payButton(page).click();
  await expect(page).toHaveURL('/einkauf_abgebrochen');
  expect(body).toEqual({
    lines: [
      { productId: honey?.id, quantity: 3, course: null },
      { productId: course.id, quantity: 1, course: { courseDateId: date.id, ...attendee } },
    ],
    discountCode: 'HONIG10',
    // the spec's default delivery (docs/shop/cart.md#delivery), never a price
    delivery: { method: 'shipping', country: 'DE' },
  });
});
