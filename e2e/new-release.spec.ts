// A page open across a new release (layout/new-release.ts): the server has only the new release's
// scripts, so the old page's first lazy page cannot load its script. The browser loads the address
// afresh — once: a script still missing after that leaves the server's page, without a loop.
// Offline, no page the app opens can load: it says so and loads by itself once online again.
import type { Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../src/web/document';
import { RELEASE_RELOAD_KEY } from '../src/web/layout/new-release';
import { pathOf, requestsSeen } from './support/requests-seen';
import { expect, test } from './support/test';

const HONEY = '/produkt/p-akazienhonig';
const PRODUCT_SCRIPT = /\/assets\/product-route-[\w-]+\.js$/;
const CART = '/einkaufswagen';
const CART_SCRIPT = /\/assets\/cart-route-[\w-]+\.js$/;

/** The browser's loads of the page at `path`. */
const loadsOf = (page: Page, path: string) =>
  requestsSeen(page, (request) => request.isNavigationRequest() && pathOf(request) === path);

/**
 * A page's script answered 404 until the browser has loaded the page's address `afterLoads`
 * times; counts those loads.
 */
async function scriptGone(page: Page, path: string, script: RegExp, afterLoads: number) {
  const loads = loadsOf(page, path);
  await page.route(script, (route) =>
    loads.length < afterLoads ? route.fulfill({ status: 404, body: '' }) : route.continue(),
  );
  return loads;
}
const productScriptGone = (page: Page, afterLoads: number) =>
  scriptGone(page, HONEY, PRODUCT_SCRIPT, afterLoads);

const hydrated = (page: Page) => page.locator(`html[${HYDRATED_ATTRIBUTE}]`);
const productHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Akazienhonig' });

test('a product opened from a page of the release before loads afresh from the server', async ({
  app,
  page,
}) => {
  await app.goto('/');
  const loads = await productScriptGone(page, 1);

  await page.locator(`a[href="${HONEY}"]`).first().click();

  await expect(productHeading(page)).toBeVisible();
  await expect(page).toHaveURL(HONEY);
  await expect(hydrated(page)).toHaveCount(1);
  expect(loads.length).toBe(1);
  // the page works: the app took it over
  await page.getByRole('button', { name: 'Menge erhöhen' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Menge' })).toHaveValue('2');
});

test("a script still missing after loading afresh leaves the server's page, without a loop", async ({
  app,
  page,
}) => {
  await app.goto('/');
  const loads = await productScriptGone(page, Number.POSITIVE_INFINITY);
  const failed = page.waitForEvent('pageerror');

  await page.locator(`a[href="${HONEY}"]`).first().click();

  // the page loaded afresh could not start the app either: the server's page stays as it came
  expect((await failed).message).toContain('dynamically imported module');
  await expect(productHeading(page)).toBeVisible();
  await expect(page).toHaveURL(HONEY);
  await expect(hydrated(page)).toHaveCount(0);
  expect(loads.length).toBe(1);
});

test('offline, a lazy page that cannot load says so and loads by itself once online', async ({
  app,
  page,
  context,
}) => {
  // the visitor's stored cookie decision is looked up once the page is idle: online still
  const decisionLookedUp = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith('/api/consent/'),
  );
  await app.goto('/');
  await decisionLookedUp;
  const loads = await productScriptGone(page, 1);
  await context.setOffline(true);

  await page.locator(`a[href="${HONEY}"]`).first().click();

  await expect(page.getByRole('heading', { level: 1, name: 'Keine Verbindung' })).toBeVisible();
  await expect(page.getByText('weil dein Gerät gerade offline ist')).toBeVisible();
  // the shop did not fail: no status of its own
  await expect(page.locator('.problem-status')).toHaveCount(0);
  await expect(page).toHaveURL(HONEY);
  expect(loads.length).toBe(0);

  await context.setOffline(false);

  await expect(productHeading(page)).toBeVisible();
  await expect(hydrated(page)).toHaveCount(1);
  expect(loads.length).toBe(1);
});

test('offline, a page whose data waits says so and goes on once online', async ({
  app,
  page,
  context,
}) => {
  // the product page's script is loaded already; only its data cannot be read offline
  await app.goto(HONEY);
  await page.getByRole('link', { name: 'Hofladen' }).first().click();
  await expect(page).toHaveURL('/');
  const notice = page.getByRole('status').filter({ hasText: 'Keine Verbindung' });
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);

  await page.locator('a[href="/produkt/p-honig-probierset"]').first().click();

  await expect(notice).toHaveText(
    'Keine Verbindung – es geht weiter, sobald du wieder online bist.',
  );
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Honig-Probierset' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('a reload refused for one address does not refuse the next page gone with a release', async ({
  app,
  page,
}) => {
  await app.goto('/');
  const productLoads = await productScriptGone(page, Number.POSITIVE_INFINITY);
  // the product's address was loaded afresh a moment ago: not a second time within 30 s
  await page.evaluate(
    ({ key, href }) => sessionStorage.setItem(key, JSON.stringify({ href, at: Date.now() })),
    { key: RELEASE_RELOAD_KEY, href: new URL(HONEY, page.url()).href },
  );

  await page.locator(`a[href="${HONEY}"]`).first().click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Da ist etwas schiefgelaufen' }),
  ).toBeVisible();
  expect(productLoads.length).toBe(0);

  // the next page gone with a release (the cart's) is loaded afresh, though the error page
  // stayed in place between the two
  const cartLoads = await scriptGone(page, CART, CART_SCRIPT, 1);
  await page.locator(`a[href="${CART}"]`).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Zusammenfassung der Bestellung' }),
  ).toBeVisible();
  await expect(hydrated(page)).toHaveCount(1);
  expect(cartLoads.length).toBe(1);
});

test('a product page whose script fails while the app takes it over is loaded once more', async ({
  page,
}) => {
  const loads = await productScriptGone(page, 2);

  await page.goto(HONEY);

  await expect(hydrated(page)).toHaveCount(1);
  await expect(productHeading(page)).toBeVisible();
  expect(loads.length).toBe(2);
});
