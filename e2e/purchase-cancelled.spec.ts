// The cancel page: a cancel says so in the spec's words; an order paid before the cancel arrived
// is not called cancelled (docs/shop/success-and-cancel.md#cancel-page).
import { openCheckout, payThroughApi } from './support/checkout';
import { expect, test } from './support/test';

// a product no other spec buys or counts
const PRODUCT = 'p-honigloeffel-buchenholz';

test('a cancelled payment says "Einkauf Abgebrochen!"', async ({ app, page, request }) => {
  const sessionId = await openCheckout(request, [{ productId: PRODUCT, quantity: 1 }]);
  await app.goto(`/einkauf_abgebrochen?session_id=${sessionId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Einkauf Abgebrochen!' })).toBeVisible();
  await expect(
    page.getByText('Es ist etwas schief gelaufen und die Bezahlung wurde storniert.'),
  ).toBeVisible();
  await expect(page.getByText('Es wurde nichts abgebucht.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('schon bezahlt')).toHaveCount(0);
});

test('an order paid before the cancel arrived is shown as paid, with its overview', async ({
  app,
  page,
  request,
}) => {
  const sessionId = await openCheckout(request, [{ productId: PRODUCT, quantity: 1 }]);
  await payThroughApi(request, sessionId);
  await page.setViewportSize({ width: 375, height: 740 });
  await app.goto(`/einkauf_abgebrochen?session_id=${sessionId}`);
  const heading = page.getByRole('heading', { level: 1, name: 'Deine Bestellung ist bezahlt' });
  await expect(heading).toBeFocused();
  await expect(
    page.getByText('Diese Bestellung war zu dem Zeitpunkt schon bezahlt.'),
  ).toBeVisible();
  await expect(page.getByText('Einkauf Abgebrochen!')).toHaveCount(0);
  await expect(page.getByText(/storniert|nichts abgebucht/)).toHaveCount(0);
  await expect(page).toHaveTitle('Bestellung bezahlt – Hofladen');

  await page.getByRole('link', { name: 'Zur Bestellübersicht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Einkauf Erfolgreich!' })).toBeVisible();
});
