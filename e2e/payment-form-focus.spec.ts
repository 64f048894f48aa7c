// The payment page at a phone's size: its legal links never leave the form, a refusal keeps the
// focus and the view where the customer can act, and a page that closed shows its heading
// (docs/shop/checkout-and-payment.md#simulated-payment-page).
import type { Page } from '@playwright/test';
import { TEST_CARD_DECLINED, TEST_CARD_OK } from '../src/domain/test-cards';
import { cancelThroughApi, openCheckout, payButton, payOnPage } from './support/checkout';
import { appStarted, expect, test } from './support/test';

// a product no other spec buys or counts
const PRODUCT = 'p-honig-salbei-bonbons';
const DECLINED = 'Die Karte wurde abgelehnt. Bitte versuche es mit einer anderen Karte.';

test.use({ viewport: { width: 375, height: 740 } });

const closedHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Zahlungsseite nicht mehr gültig' });

test('the AGB and the Widerrufsbelehrung open in a new tab; what was typed stays', async ({
  app,
  page,
  context,
  request,
}) => {
  const sessionId = await openCheckout(request, [{ productId: PRODUCT, quantity: 1 }]);
  try {
    await app.goto(`/zahlung/${sessionId}`);
    await page.getByLabel('E-Mail').fill('greta@example.org');
    for (const name of ['AGB', 'Widerrufsbelehrung']) {
      const link = page.getByRole('link', { name: `${name} (öffnet in neuem Tab)` });
      const opened = context.waitForEvent('page');
      await link.click();
      const legal = await opened;
      await legal.waitForLoadState();
      expect(new URL(legal.url()).pathname).toBe(await link.getAttribute('href'));
      await legal.close();
    }
    await expect(page).toHaveURL(`/zahlung/${sessionId}`);
    await expect(page.getByLabel('E-Mail')).toHaveValue('greta@example.org');
    // "Abbrechen" is the one link meant to leave the form
    const staying = page.locator('.payment-form a:not(.cancel-payment)');
    expect(await staying.count()).toBeGreaterThan(0);
    for (const link of await staying.all()) await expect(link).toHaveAttribute('target', '_blank');
  } finally {
    await cancelThroughApi(request, sessionId);
  }
});

test('a declined card takes the focus to its message; the next refusal clears it', async ({
  app,
  page,
  request,
}) => {
  const sessionId = await openCheckout(request, [{ productId: PRODUCT, quantity: 1 }]);
  try {
    await app.goto(`/zahlung/${sessionId}`);
    await payOnPage(page, TEST_CARD_DECLINED);
    const declined = page.getByRole('alert');
    await expect(declined).toHaveText(DECLINED);
    await expect(declined).toBeFocused();
    await expect(declined).toBeInViewport();

    await page.getByLabel('E-Mail').fill('');
    await payButton(page).click();
    await expect(page.getByLabel('E-Mail')).toBeFocused();
    await expect(page.getByText(DECLINED)).toHaveCount(0);
  } finally {
    await cancelThroughApi(request, sessionId);
  }
});

test('a page whose time ran out while filling in shows its heading, in view and focused', async ({
  app,
  page,
  request,
}) => {
  const sessionId = await openCheckout(request, [{ productId: PRODUCT, quantity: 1 }]);
  try {
    await page.clock.install();
    await app.goto(`/zahlung/${sessionId}`);
    await page.getByLabel('Prüfziffer (CVC)').fill('123');
    await payButton(page).scrollIntoViewIfNeeded();
    await page.clock.fastForward(11 * 60_000);
    await expect(closedHeading(page)).toBeFocused();
    await expect(closedHeading(page)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  } finally {
    await cancelThroughApi(request, sessionId);
  }
});

test('Back from the success page shows the closed page from its top', async ({
  app,
  page,
  request,
}) => {
  const sessionId = await openCheckout(request, [{ productId: PRODUCT, quantity: 1 }]);
  await app.goto(`/zahlung/${sessionId}`);
  await payButton(page).scrollIntoViewIfNeeded();
  await payOnPage(page, TEST_CARD_OK);
  await expect(page.getByRole('heading', { level: 1, name: 'Einkauf Erfolgreich!' })).toBeVisible();

  await page.goBack();
  await appStarted(page);
  await expect(closedHeading(page)).toBeFocused();
  await expect(closedHeading(page)).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
