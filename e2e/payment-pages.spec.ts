// The simulated payment page, the success page's states and checkout failures in the cart
// (docs/shop/checkout-and-payment.md#simulated-payment-page).
import { TEST_CARD_DECLINED, TEST_CARD_OK } from '../src/domain/test-cards';
import {
  cancelThroughApi,
  HONEY,
  openCheckout,
  payButton,
  payOnPage,
  payThroughApi,
  stockOf,
} from './support/checkout';
import { collectProblems } from './support/page-problems';
import { pathOf, requestsSeen } from './support/requests-seen';
import {
  cookieLine,
  euro,
  productDetail,
  productsOf,
  readCartCookie,
  setCartCookie,
} from './support/shop';
import { expect, test } from './support/test';

const LINK_FAILED = 'Failed to create payment link. Please try again.';

test('a declined card shows the German message and the good card pays afterwards', async ({
  app,
  page,
  request,
}) => {
  const honey = await productDetail(request, HONEY.declined);
  const sessionId = await openCheckout(request, [{ productId: honey.id, quantity: 2 }]);
  const stockHeld = await stockOf(request, honey.id);
  await app.goto(`/zahlung/${sessionId}`);

  // the order as the server priced it: two jars plus shipping
  const total = euro(2 * honey.priceCents + 675);
  await expect(page.getByTestId('payment-total')).toHaveText(total);
  await expect(payButton(page)).toHaveText(`Bezahlen ${total}`);
  await expect(page.getByText(/noch \d+:\d{2} Minuten gültig/)).toBeVisible();
  await expect(page.getByText(/bestellst du zahlungspflichtig/)).toBeVisible();

  // the form checks its fields before anything is sent
  await payButton(page).click();
  await expect(page.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeVisible();
  await expect(page.getByText('Die Kartennummer hat 16 Ziffern.')).toBeVisible();
  // like a hosted checkout: an expiry date and a CVC are required, and the card must be valid
  await expect(page.getByText('Bitte gib das Ablaufdatum als MM/JJ ein.')).toBeVisible();
  await expect(page.getByText('Die Prüfziffer hat 3 oder 4 Ziffern.')).toBeVisible();
  await page.getByLabel('Ablaufdatum').fill('01/20');
  await expect(page.getByText('Die Karte ist abgelaufen.')).toBeVisible();

  await payOnPage(page, TEST_CARD_DECLINED);
  await expect(page.getByRole('alert')).toHaveText(
    'Die Karte wurde abgelehnt. Bitte versuche es mit einer anderen Karte.',
  );
  await expect(page).toHaveURL(`/zahlung/${sessionId}`);
  expect(await stockOf(request, honey.id)).toBe(stockHeld);

  await page.getByLabel('Kartennummer').fill(TEST_CARD_OK);
  await payButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Einkauf Erfolgreich!' })).toBeVisible();

  // a finished session's payment page cannot be paid again
  await app.goto(`/zahlung/${sessionId}`);
  await expect(
    page.getByText('Diese Zahlungsseite ist abgelaufen oder bereits abgeschlossen.'),
  ).toBeVisible();
  await expect(payButton(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Zurück zum Shop' }).click();
  await expect(page).toHaveURL('/');
});

test('the payment page comes with its order and its time left; the browser asks nothing again', async ({
  app,
  page,
  request,
}) => {
  const sessionId = await openCheckout(request, [{ productId: HONEY.declined, quantity: 1 }]);
  const sessionPath = `/api/payments/simulated/${sessionId}`;
  const asked = requestsSeen(page, (request) => pathOf(request) === sessionPath);
  const problems = collectProblems(page);
  // the heading and the time left as the server sent them, kept before any script runs
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, {
        serverHeading: document.querySelector('h1'),
        serverTimeLeft: document.querySelector('.payment-expiry time')?.textContent,
      });
    });
  });
  const served = () =>
    page.evaluate(() => {
      const kept = window as unknown as { serverHeading: Element | null; serverTimeLeft?: string };
      return {
        sameHeading: kept.serverHeading === document.querySelector('h1'),
        timeLeft: kept.serverTimeLeft,
      };
    });
  await page.clock.install();

  await app.goto(`/zahlung/${sessionId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Bezahlen an Hofladen/ }),
  ).toBeVisible();
  const { sameHeading, timeLeft } = await served();
  expect(sameHeading).toBe(true);
  // the time the server read the session, counted down by the browser's clock from then on
  const inSeconds = (text: string | null | undefined) => {
    const [minutes, seconds] = (text ?? '').split(':').map(Number);
    return (minutes ?? 0) * 60 + (seconds ?? 0);
  };
  const secondsLeft = inSeconds(timeLeft);
  expect(secondsLeft).toBeGreaterThan(60);
  await page.clock.fastForward(60_000);
  // a minute less, give or take the seconds the page took to start
  await expect
    .poll(async () => inSeconds(await page.locator('.payment-expiry time').textContent()))
    .toBeLessThanOrEqual(secondsLeft - 60);
  expect(inSeconds(await page.locator('.payment-expiry time').textContent())).toBeGreaterThan(
    secondsLeft - 80,
  );
  await page.clock.fastForward(secondsLeft * 1000);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Zahlungsseite nicht mehr gültig' }),
  ).toBeVisible();

  // a closed session comes closed: the server's page, taken over as it is
  await cancelThroughApi(request, sessionId);
  await app.goto(`/zahlung/${sessionId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Zahlungsseite nicht mehr gültig' }),
  ).toBeVisible();
  expect((await served()).sameHeading).toBe(true);
  expect(asked).toEqual([]);
  expect(problems).toEqual([]);
});

test('"Bezahlen" on an empty form takes the customer to the first field to fill in', async ({
  app,
  page,
  request,
}) => {
  const sessionId = await openCheckout(request, [{ productId: HONEY.declined, quantity: 1 }]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await app.goto(`/zahlung/${sessionId}`);
  await payButton(page).scrollIntoViewIfNeeded();
  await payButton(page).click();
  const email = page.getByRole('textbox', { name: 'E-Mail' });
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
});

test('a field the server refuses is marked at that field', async ({ app, page, request }) => {
  const sessionId = await openCheckout(request, [{ productId: HONEY.declined, quantity: 1 }]);
  // a card the form let through but the server's clock calls expired (the month just turned)
  await page.route('**/pay', (route) =>
    route.fulfill({
      status: 400,
      json: {
        error: {
          code: 'INVALID_INPUT',
          message: 'body.expiry: Die Karte ist abgelaufen.',
          details: { field: 'body.expiry' },
        },
      },
    }),
  );
  await app.goto(`/zahlung/${sessionId}`);
  await payOnPage(page, TEST_CARD_OK);
  const expiry = page.getByLabel('Ablaufdatum');
  await expect(expiry).toHaveAttribute('aria-invalid', 'true');
  await expect(expiry).toHaveAccessibleDescription('Die Karte ist abgelaufen.');
  await expect(expiry).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await cancelThroughApi(request, sessionId);
});

test('a failed checkout clears the busy state and says so in the cart', async ({
  app,
  page,
  context,
  baseURL,
}) => {
  await setCartCookie(context, baseURL, [cookieLine(HONEY.conflict, 1, 'linkfailed1')]);
  await page.route('**/api/checkout', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'kaputt' } } }),
  );
  await app.goto('/einkaufswagen');
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(page.getByRole('alert')).toHaveText(LINK_FAILED);
  await expect(page.getByRole('button', { name: 'Weiter zur Zahlung' })).toBeEnabled();
  await expect(page).toHaveURL('/einkaufswagen');
});

test('stock sold elsewhere meanwhile gets a 409 that names the item', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  const honey = await productDetail(request, HONEY.conflict);
  // as many jars as one order may take, the rest of the shelf but one for another customer
  const wanted = Math.min(honey.amountAvailable, honey.maxPerOrder);
  const taken = honey.amountAvailable - wanted + 1;
  await setCartCookie(context, baseURL, [cookieLine(honey.id, wanted, 'conflict001')]);
  await app.goto('/einkaufswagen');
  await expect(page.getByRole('button', { name: 'Weiter zur Zahlung' })).toBeEnabled();

  // the other customer takes their jars while this cart page is open
  const other = await openCheckout(request, [{ productId: honey.id, quantity: taken }]);
  try {
    await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(LINK_FAILED);
    await expect(alert).toContainText(honey.title);
    await expect(page.getByRole('button', { name: 'Weiter zur Zahlung' })).toBeEnabled();
    expect(await stockOf(request, honey.id)).toBe(honey.amountAvailable - taken);
  } finally {
    await cancelThroughApi(request, other);
  }
  expect(await stockOf(request, honey.id)).toBe(honey.amountAvailable);
});

test('the success page shows the processing state until the payment is confirmed', async ({
  app,
  page,
  request,
}) => {
  const sessionId = await openCheckout(request, [{ productId: HONEY.declined, quantity: 1 }]);
  // the provider has not confirmed yet: the page keeps asking, every 2 s of the page's clock
  await page.clock.install();
  await app.goto(`/einkauf_erfolgreich?session_id=${sessionId}`);
  await expect(page.getByText('Verarbeitung des Kaufs läuft...')).toBeVisible();
  await payThroughApi(request, sessionId);
  await page.clock.runFor(2_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Einkauf Erfolgreich!' })).toBeVisible();
  // the shop issued the invoice with the payment: no provider receipt is offered instead
  await expect(page.getByRole('button', { name: 'Rechnung einsehen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quittung einsehen' })).toHaveCount(0);
});

test("a paid order's success page comes whole; the browser does not ask for it again", async ({
  app,
  page,
  request,
}) => {
  const sessionId = await openCheckout(request, [{ productId: HONEY.declined, quantity: 1 }]);
  await payThroughApi(request, sessionId);
  const asked = requestsSeen(page, (request) =>
    pathOf(request).startsWith('/api/checkout/sessions/'),
  );
  await app.goto(`/einkauf_erfolgreich?session_id=${sessionId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Einkauf Erfolgreich!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rechnung einsehen' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('the success page shows "Failed to load payment details" for an unknown session', async ({
  app,
  page,
}) => {
  await app.goto('/einkauf_erfolgreich?session_id=sim_unknown12345');
  await expect(page.getByRole('heading', { name: 'Failed to load payment details' })).toBeVisible();
  await expect(
    page.getByText('Zu diesem Link gibt es keine Zahlung.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Einkauf Erfolgreich!' })).toHaveCount(0);

  await app.goto('/einkauf_erfolgreich');
  await expect(page.getByRole('heading', { name: 'Failed to load payment details' })).toBeVisible();
  await page.getByRole('link', { name: 'Zurück zum Shop' }).click();
  await expect(page).toHaveURL('/');
});

test('a payment link that names no payment says so in German, without a useless retry', async ({
  app,
  page,
}) => {
  for (const link of ['/zahlung/old', '/zahlung/sim_doesnotexist12345']) {
    expect((await app.goto(link))?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'Die Zahlungsseite konnte nicht geladen werden.' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Diese Zahlung gibt es nicht.');
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Zurück zum Shop' })).toBeVisible();
  }
});

test('a cancel link that names no payment shows the cancel page and asks nothing', async ({
  app,
  page,
}) => {
  const cancels = requestsSeen(page, (request) => request.method() === 'POST');
  const problems = collectProblems(page, ['error']);
  await app.goto('/einkauf_abgebrochen?session_id=abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Einkauf Abgebrochen!' })).toBeVisible();
  await expect(page.getByText('Es wurde nichts abgebucht.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(cancels).toEqual([]);
  expect(problems).toEqual([]);

  // a well-formed id of no session: asked once, answered 404, nothing to tell the console
  await app.goto('/einkauf_abgebrochen?session_id=sim_unknown12345');
  await expect(page.getByRole('heading', { level: 1, name: 'Einkauf Abgebrochen!' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(cancels.map((url) => new URL(url).pathname)).toEqual([
    '/api/checkout/sessions/sim_unknown12345/cancel',
  ]);
  // the browser itself reports the 404 of the request; the shop's code adds nothing
  expect(problems.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
});

test('a cancelled session is not shown as a success', async ({ app, page, request }) => {
  const sessionId = await openCheckout(request, [{ productId: HONEY.declined, quantity: 1 }]);
  await cancelThroughApi(request, sessionId);
  await app.goto(`/einkauf_erfolgreich?session_id=${sessionId}`);
  await expect(page.getByRole('heading', { name: 'Failed to load payment details' })).toBeVisible();
  await expect(page.getByText(/Diese Zahlung wurde nicht abgeschlossen/)).toBeVisible();
});

test('an old success link keeps the cart collected since; the paid cart is emptied', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  const [honey] = await productsOf(request, 'honig');
  const paid = await openCheckout(request, [{ productId: HONEY.declined, quantity: 1 }]);
  await payThroughApi(request, paid);

  // later the customer collects a new cart, then opens the old confirmation link
  await setCartCookie(context, baseURL, [cookieLine(honey?.id ?? '', 2, 'oldlink0001')]);
  await app.goto(`/einkauf_erfolgreich?session_id=${paid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Einkauf Erfolgreich!' })).toBeVisible();
  await expect.poll(async () => (await readCartCookie(context)).length).toBe(1);

  // the cart that was paid for is emptied by its own success page
  await setCartCookie(context, baseURL, [cookieLine(HONEY.declined, 1, 'paidcart001')]);
  const second = await openCheckout(request, [{ productId: HONEY.declined, quantity: 1 }]);
  await payThroughApi(request, second);
  await app.goto(`/einkauf_erfolgreich?session_id=${second}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Einkauf Erfolgreich!' })).toBeVisible();
  await expect.poll(async () => (await readCartCookie(context)).length).toBe(0);
});
