// Shop home (docs/shop/catalogue.md): banner, categories in the URL, sorting, paging by 6 + 3,
// cards, the floating cart button and the loading / failure states.
import type { Page } from '@playwright/test';
import { cookieLine, euro, honeyInCart, productsOf, setCartCookie } from './support/shop';
import { expect, test } from './support/test';

const CATEGORIES = ['Honig', 'Getränke', 'Kurse', 'Hautpflege', 'Stärkung', 'Andere'];
const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
const meanFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

const cards = (page: Page) => page.locator('.product-card:not(.placeholder-glow)');
const cardTitles = (page: Page) => page.locator('.product-card-title');
const loadMore = (page: Page) => page.getByRole('button', { name: 'Load more...' });
const category = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('the home shows banner, heading, six categories with Honig first and six honey cards', async ({
  app,
  page,
  request,
}) => {
  const honey = await productsOf(request, 'honig');
  await app.goto('/');

  await expect(page.getByText('Weitere Produkte folgen bald...').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Kollektion' })).toBeVisible();
  const group = page.getByRole('group', { name: 'Kategorien' });
  await expect(group.getByRole('button')).toHaveText(CATEGORIES);
  await expect(category(page, 'Honig')).toHaveAttribute('aria-pressed', 'true');
  await expect(category(page, 'Kurse')).toHaveAttribute('aria-pressed', 'false');

  // docs/shop/catalogue.md#sorting: title ascending for everything but courses
  const expected = honey.slice(0, 6).map((product) => product.title);
  await expect(cardTitles(page)).toHaveText(expected);
  expect([...expected].sort(collator.compare)).toEqual(expected);
});

test('a card shows image, price, short description and stars, "?/5" when unrated', async ({
  app,
  page,
  request,
}) => {
  const honey = (await productsOf(request, 'honig')).slice(0, 6);
  await app.goto('/');
  await expect(cards(page)).toHaveCount(6);

  for (const [index, product] of honey.entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByTestId('card-price')).toHaveText(euro(product.priceCents));
    await expect(card).toContainText(product.shortDescription);
    const mean = product.rating.mean === null ? '?' : meanFormat.format(product.rating.mean);
    await expect(card.locator('.star-rating-mean')).toHaveText(`${mean}/5`);
    await expect(card.locator('.star-rating-count')).toContainText(`(${product.rating.count}`);
    await expect(card.locator('.star-icon')).toHaveCount(5);
  }
  // responsive WebP: srcset + sizes; the first row loads eagerly, later rows lazily
  const firstImage = cards(page).first().locator('img');
  await expect(firstImage).toHaveAttribute('srcset', /w=320 320w/);
  await expect(firstImage).toHaveAttribute('sizes', /.+/);
  await expect(firstImage).toHaveAttribute('loading', 'eager');
  await expect(cards(page).nth(3).locator('img')).toHaveAttribute('loading', 'lazy');
});

test('"Load more..." adds three at a time and hides when everything is shown', async ({
  app,
  page,
  request,
}) => {
  const honey = await productsOf(request, 'honig');
  expect(honey.length, 'the demo catalogue has more than 12 honey products').toBeGreaterThan(12);
  await app.goto('/');

  let expected = 6;
  await expect(cards(page)).toHaveCount(expected);
  while (expected < honey.length) {
    await loadMore(page).click();
    expected = Math.min(expected + 3, honey.length);
    await expect(cards(page)).toHaveCount(expected);
  }
  await expect(loadMore(page)).toHaveCount(0);
  await expect(cardTitles(page)).toHaveText(honey.map((product) => product.title));
});

test('Back from a product found after "Load more..." shows the grid as it was, at that card', async ({
  app,
  page,
  request,
}) => {
  const honey = await productsOf(request, 'honig');
  await app.goto('/');
  await loadMore(page).click();
  await loadMore(page).click();
  await expect(cards(page)).toHaveCount(12);
  const eleventh = honey[10];
  if (!eleventh) throw new Error('fewer than 11 honey products');
  await page.getByRole('link', { name: eleventh.title }).first().click();
  await expect(page).toHaveURL(`/produkt/${eleventh.id}`);

  await page.goBack();
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByText(`12 von ${honey.length} Produkten`)).toBeVisible();
  await expect(cardTitles(page).nth(10)).toBeInViewport();
  // a fresh load starts at six, as the server renders it
  await app.reload();
  await expect(cards(page)).toHaveCount(6);
});

test('categories switch the list, sort courses descending and survive a reload', async ({
  app,
  page,
  request,
}) => {
  const courses = await productsOf(request, 'course');
  const drinks = await productsOf(request, 'drink');
  await app.goto('/');
  await loadMore(page).click();
  await expect(cards(page)).toHaveCount(9);

  await category(page, 'Kurse').click();
  await expect(page).toHaveURL(/\/\?kategorie=course$/);
  await expect(category(page, 'Kurse')).toHaveAttribute('aria-pressed', 'true');
  await expect(category(page, 'Honig')).toHaveAttribute('aria-pressed', 'false');
  const courseTitles = courses.slice(0, 6).map((product) => product.title);
  await expect(cardTitles(page)).toHaveText(courseTitles);
  // docs/shop/catalogue.md#sorting: courses are sorted by title descending
  expect([...courseTitles].sort(collator.compare).reverse()).toEqual(courseTitles);

  await app.reload();
  await expect(category(page, 'Kurse')).toHaveAttribute('aria-pressed', 'true');
  await expect(cardTitles(page)).toHaveText(courseTitles);

  await category(page, 'Getränke').click();
  await expect(page).toHaveURL(/kategorie=drink/);
  await expect(cardTitles(page)).toHaveText(drinks.slice(0, 6).map((product) => product.title));

  // back to honey: paging starts again at six
  await category(page, 'Honig').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(cards(page)).toHaveCount(6);
});

test('clicking a card opens its product page', async ({ app, page, request }) => {
  const [first] = await productsOf(request, 'honig');
  await app.goto('/');
  await cards(page).first().click();
  await expect(page).toHaveURL(`/produkt/${first?.id}`);
});

test('the floating cart button shows the item count and opens the cart', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  const [first, second] = await productsOf(request, 'honig');
  await setCartCookie(context, baseURL, [
    cookieLine(first?.id ?? '', 2, 'abcdefghij1'),
    cookieLine(second?.id ?? '', 1, 'abcdefghij2'),
  ]);
  await app.goto('/');
  const cartLink = page.getByRole('link', { name: 'Warenkorb, 3 Artikel' });
  await expect(cartLink).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await cartLink.click();
  await expect(page).toHaveURL('/einkaufswagen');
});

test('the badge follows a cart changed in another tab and bumps for 300 ms', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  const honey = await honeyInCart(request, context, baseURL, 'abcdefghij1');
  await app.goto('/');
  const badge = page.getByTestId('cart-count');
  await expect(badge).toHaveText('1');
  await expect(badge).not.toHaveClass(/cart-fab-badge-bump/);

  // another tab adds to the cart; this tab picks it up when it becomes visible again
  await setCartCookie(context, baseURL, [cookieLine(honey.id, 4, 'abcdefghij1')]);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(badge).toHaveText('4');
  await expect(badge).toHaveClass(/cart-fab-badge-bump/);
  const duration = await badge.evaluate((element) => getComputedStyle(element).animationDuration);
  expect(duration).toBe('0.3s');
  await expect(page.getByRole('link', { name: 'Warenkorb, 4 Artikel' })).toBeVisible();
});

test('a list the browser loads shows skeletons; a failure explains itself and retries', async ({
  app,
  page,
  request,
}) => {
  const drinks = await productsOf(request, 'drink');
  let fail = true;
  // the first answer waits until the test has seen the skeletons it is waiting under
  let answer = () => {};
  const skeletonsSeen = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/products?type=drink', async (route) => {
    await skeletonsSeen;
    if (fail)
      await route.fulfill({ status: 503, json: { error: { code: 'DOWN', message: 'Wartung' } } });
    else await route.continue();
  });
  // the server renders the honey; another category is loaded by the browser
  await app.goto('/');
  await category(page, 'Getränke').click();
  await expect(page.locator('.product-card.placeholder-glow')).toHaveCount(6);
  answer();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Die Produkte konnten gerade nicht geladen werden.');
  await expect(cards(page)).toHaveCount(0);

  fail = false;
  await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(cards(page)).toHaveCount(Math.min(6, drinks.length));
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('on a phone the navigation collapses behind a toggle', async ({ app, page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await app.goto('/');
  const imkerei = page.getByRole('link', { name: 'Imkerei', exact: true });
  await expect(imkerei).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Navigation umschalten' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(imkerei).toBeVisible();
  for (const name of ['Shop', 'Kräuterhaus', 'Über uns', 'Wochenmärkte']) {
    await expect(
      page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name, exact: true }),
    ).toBeVisible();
  }
});

test('header and footer carry the configured links and the copyright line', async ({
  app,
  page,
}) => {
  await app.goto('/');
  const header = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(header.getByRole('link', { name: 'Shop', exact: true })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(header.getByRole('link', { name: 'Imkerei', exact: true })).toHaveAttribute(
    'href',
    /^https?:\/\//,
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Über uns', exact: true })).toHaveAttribute(
    'href',
    /^https?:\/\//,
  );
  // unconfigured, the legal pages are the shop's own
  await expect(footer.getByRole('link', { name: 'Impressum', exact: true })).toHaveAttribute(
    'href',
    '/impressum',
  );
  await expect(
    footer.getByRole('link', { name: 'Datenschutzerklärung', exact: true }),
  ).toHaveAttribute('href', '/datenschutz');
  await expect(footer).toContainText('© 2024 Hofladen');
});
