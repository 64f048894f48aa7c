// The discount code in the cart as the shop spells it (docs/shop/cart.md#discount-codes).
import { cookieLine, setCartCookie } from './support/shop';
import { expect, test } from './support/test';

test('a code typed in small letters is named as the shop knows it', async ({
  app,
  page,
  context,
  baseURL,
}) => {
  await setCartCookie(context, baseURL, [cookieLine('p-bienenwachs-teelichter', 1, 'codecase001')]);
  await app.goto('/einkaufswagen');
  await page.getByLabel('Rabattcode').fill('honig10');
  await page.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rabatt' })).toHaveText(
    'Code HONIG10: 10 % Rabatt',
  );
});
