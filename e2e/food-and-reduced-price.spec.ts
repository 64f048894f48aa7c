// The food information (LMIV) with the honey's origin on the product page, and the demo's reduced
// honey with its struck price and Omnibus line on a phone: on its page, its card and in the cart
// (docs/shop/food-information.md, docs/shop/product-page.md#reduced-price).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_REDUCTION } from '../src/server/db/seed/food-information';
import { cookieLine, euro, productDetail, setCartCookie } from './support/shop';
import { expect, test } from './support/test';

const REDUCED = DEMO_REDUCTION.productId;
const MEAD = 'p-honigmet-klassisch';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(serious.map((violation) => violation.id)).toEqual([]);
}

test.describe('food information', () => {
  test('the product page shows the LMIV block with the origin and the allergens in bold', async ({
    page,
    app,
  }) => {
    await app.goto('/produkt/p-waldhonig');
    const block = page.getByRole('region', { name: 'Lebensmittelinformationen' });
    await expect(block.getByTestId('food-origin')).toHaveText('Herkunft: Deutschland');
    await expect(block.getByText('Bezeichnung')).toBeVisible();
    await expect(block.getByText('500 g')).toBeVisible();
    await expect(block.getByText('Mindestens haltbar bis: siehe Deckel')).toBeVisible();
    await expect(block.getByText('Imkerei Sonnenwiese')).toBeVisible();

    await app.goto(`/produkt/${MEAD}`);
    const mead = page.getByRole('region', { name: 'Lebensmittelinformationen' });
    await expect(mead.locator('strong', { hasText: 'Sulfite' })).toBeVisible();
    await expect(mead.getByText('11 % vol')).toBeVisible();
    await expect(mead.getByText('Allergene sind fett gedruckt.')).toBeVisible();
    await expect(mead.getByTestId('food-origin')).toHaveCount(0);
  });

  test('on a phone the page shows the LMIV block with the origin, and its structured data carries them', async ({
    page,
    app,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await app.goto('/produkt/p-waldhonig');
    const block = page.getByRole('region', { name: 'Lebensmittelinformationen' });
    await expect(block.getByTestId('food-origin')).toHaveText('Herkunft: Deutschland');
    await expect(block.getByText('Zutaten')).toBeVisible();
    // on the page the order starts from: the buyer reads it before anything is in the cart
    await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
    const graphs = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .flatMap((data) => data['@graph'] ?? [data]);
    const product = graphs.find((entry) => entry['@type'] === 'Product');
    expect(product.additionalProperty).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Herkunft', value: 'Herkunft: Deutschland' }),
        expect.objectContaining({ name: 'Nettofüllmenge', value: '500 g' }),
      ]),
    );
    expect(product.manufacturer).toMatchObject({ name: 'Imkerei Sonnenwiese' });
    await block.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/lmiv-375.png' });
    await page.screenshot({ path: 'test-results/lmiv-375-full.png', fullPage: true });
    await expectNoSeriousViolations(page);
  });

  test('cosmetics show no food block', async ({ page, app }) => {
    await app.goto('/produkt/p-ringelblumensalbe');
    await expect(page.getByRole('heading', { name: 'Weiter Informationen' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lebensmittelinformationen' })).toHaveCount(0);
  });
});

test.describe('a reduced price on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('page, card and cart show the struck price and the lowest price of the 30 days before', async ({
    page,
    app,
    context,
    baseURL,
    request,
  }) => {
    const product = await productDetail(request, REDUCED);
    const { reduction } = product;
    expect(reduction).not.toBeNull();
    if (!reduction) return;
    // the demo raised the price three weeks before the sale: the struck price is the 30 days'
    // lowest, not the raised one (decision 034)
    expect(reduction.struckCents).toBe(DEMO_REDUCTION.earlierPriceCents);
    expect(reduction.lowestPriorCents).toBe(DEMO_REDUCTION.earlierPriceCents);
    const omnibus = `Niedrigster Preis der letzten 30 Tage: ${euro(reduction.lowestPriorCents)}`;

    await app.goto(`/produkt/${REDUCED}`);
    await expect(page.getByTestId('product-price')).toHaveText(euro(product.priceCents));
    await expect(page.getByTestId('regular-price')).toHaveText(euro(reduction.struckCents));
    await expect(page.getByTestId('regular-price')).toHaveCSS(
      'text-decoration-line',
      'line-through',
    );
    await expect(page.getByTestId('lowest-prior-price')).toHaveText(omnibus);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(jsonLd).toContain('https://schema.org/StrikethroughPrice');
    expect(jsonLd).toContain('Niedrigster Preis der letzten 30 Tage');
    await page.screenshot({ path: 'test-results/reduced-price-375.png', fullPage: true });
    await expectNoSeriousViolations(page);

    await app.goto('/');
    const card = page.getByRole('article').filter({ hasText: product.title });
    // the reduced honey stands tenth by title: "Load more..." until its card shows
    for (let click = 0; click < 3 && (await card.count()) === 0; click += 1) {
      await page.getByRole('button', { name: 'Load more...' }).click();
    }
    await expect(card.getByTestId('regular-price')).toHaveText(euro(reduction.struckCents));
    await expect(card.getByTestId('lowest-prior-price')).toHaveText(omnibus);

    await setCartCookie(context, baseURL, [cookieLine(REDUCED, 2, 'reducedLine')]);
    await app.goto('/einkaufswagen');
    await expect(page.getByTestId('line-unit-price')).toHaveText(euro(product.priceCents));
    await expect(page.getByTestId('regular-price')).toHaveText(euro(reduction.struckCents));
    await expect(page.getByTestId('lowest-prior-price')).toHaveText(omnibus);
    await page.screenshot({ path: 'test-results/reduced-cart-375.png', fullPage: true });
    await expectNoSeriousViolations(page);
  });
});

test('the product page at 1280 px', async ({ page, app }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await app.goto(`/produkt/${REDUCED}`);
  await expect(page.getByRole('region', { name: 'Lebensmittelinformationen' })).toBeVisible();
  await page.screenshot({ path: 'test-results/reduced-price-1280.png', fullPage: true });
  await expectNoSeriousViolations(page);
});
