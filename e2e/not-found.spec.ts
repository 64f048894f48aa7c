// Unmatched routes (docs/shop/layout-and-navigation.md#unknown-pages): HTTP 404 and an error page
// inside the shop layout.
import { expect, test } from './support/test';

test('an unknown path answers 404 with a German page in the shop layout', async ({ app, page }) => {
  const response = await app.goto('/gibt-es-nicht');
  expect(response?.status()).toBe(404);

  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('Diese Seite gibt es leider nicht.', { exact: false })).toBeVisible();
  await expect(page).toHaveTitle('Seite nicht gefunden – Hofladen');
  // the shop layout stays: header navigation and footer
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2024 Hofladen');

  await page.getByRole('main').getByRole('link', { name: 'Zurück zum Shop' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
});

test('a deep unknown path inside the app gets the same page', async ({ app, page }) => {
  await app.goto('/');
  await page.evaluate(() => {
    history.pushState({}, '', '/einkaufswagen/zu/tief');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
});
