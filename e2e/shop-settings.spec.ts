// Settings staff change for the whole shop; this file runs after all others (playwright.config).
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { cookieLine, euro, productsOf, setCartCookie } from './support/shop';
import { STAFF_EMAIL, STAFF_PASSWORD } from './support/staff';

test('a shipping rate staff set shows in the cart and on the shipping page', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await page.goto('/auth/login?next=%2Fadmin%2Feinstellungen');
  await page.getByLabel('E-Mail').fill(STAFF_EMAIL);
  await page.getByLabel('Passwort').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/admin/einstellungen');
  const rate = page.getByLabel('Versandkosten in Euro');
  await expect(rate).toHaveValue('6,75');
  expect(await seriousViolations(page)).toEqual([]);

  await rate.fill('4,999');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte einen Betrag in Euro eingeben, z. B. 6,75.')).toBeVisible();
  await rate.fill('4,90');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status')).toHaveText('Gespeichert: 4,90 € je Bestellung.');

  const [honey] = await productsOf(request, 'honig');
  if (!honey) throw new Error('no honey in the demo catalogue');
  await setCartCookie(context, baseURL, [cookieLine(honey.id, 1, 'versandE2E1')]);
  await page.goto('/einkaufswagen');
  await expect(page.getByTestId('total-shipping')).toHaveText(euro(490));
  await expect(page.getByTestId('total-total')).toHaveText(euro(honey.priceCents + 490));
  await page.goto('/versand-und-zahlung');
  await expect(page.getByText('4,90 €')).toBeVisible();
});
