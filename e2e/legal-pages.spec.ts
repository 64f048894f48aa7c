// German shop law: the legal pages live in the shop, reachable from every page's footer.
import { LEGAL_PAGES } from '../src/domain/legal-titles';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

for (const { slug, title } of LEGAL_PAGES) {
  test(`/${slug} answers 200 with its heading and no serious accessibility violations`, async ({
    app,
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const response = await app.goto(`/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} – Hofladen`);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the footer leads to each legal page inside the shop', async ({ app, page }) => {
  await app.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, heading] of [
    ['Impressum', 'Impressum'],
    ['Datenschutzerklärung', 'Datenschutzerklärung'],
    ['AGB', 'Allgemeine Geschäftsbedingungen'],
    ['Widerrufsbelehrung', 'Widerrufsbelehrung'],
    ['Versand und Zahlung', 'Versand und Zahlung'],
  ]) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await expect(page.getByText('6,75 €')).toBeVisible();
});

test('prices say VAT and shipping; the shipping link on a card opens the costs, not the product', async ({
  app,
  page,
}) => {
  await app.goto('/');
  const card = page.locator('.product-card').first();
  await expect(card.getByTestId('base-price')).toHaveText(/^Grundpreis: \d+,\d{2} € \/ kg$/);
  await card.getByRole('link', { name: 'Versand' }).click();
  await expect(page).toHaveURL(/\/versand-und-zahlung$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Versand und Zahlung' })).toBeVisible();

  await app.goto('/?kategorie=drink');
  await expect(page.locator('.product-card').first()).toContainText('inkl. MwSt., zzgl. Versand');
});

test("the confirmation e-mail's withdrawal link opens the form with the order filled in", async ({
  app,
  page,
}) => {
  await app.goto('/vertrag-widerrufen?bestellung=3F2A9C10');
  await expect(page.getByLabel('Bestellnummer oder Link aus der Bestellbestätigung')).toHaveValue(
    '3F2A9C10',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the withdrawal instructions are in the HTML, with the model form', async ({
    app,
    page,
  }) => {
    await app.goto('/widerrufsbelehrung');
    await expect(page.getByRole('heading', { level: 1, name: 'Widerrufsbelehrung' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Muster-Widerrufsformular' })).toBeVisible();
  });
});
