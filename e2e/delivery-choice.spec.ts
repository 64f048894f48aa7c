// The cart's delivery choice and the buyer's details on the payment page
// (docs/shop/cart.md#delivery, docs/shop/checkout-and-payment.md#who-and-where): pickup at the
// demo's market stall for 0,00 €, a parcel to an address checked in German.
import type { Page } from '@playwright/test';
import { formatDateWithWeekday } from '../src/domain/dates';
import type { DeliveryOptions } from '../src/domain/delivery-schema';
import { orderNumber } from '../src/domain/withdrawal';
import { seriousViolations } from './support/axe';
import { ATTENDEE, BUYER, HONEY, payButton } from './support/checkout';
import { cookieLine, euro, getJson, productDetail, setCartCookie } from './support/shop';
import { signInAsStaff, staffPageShown } from './support/staff';
import { expect, test } from './support/test';

const summary = (page: Page) => page.getByRole('complementary', { name: 'Deine Bestellung' });
// the totals are a definition list: the amount follows its label
const shippingLine = (page: Page) =>
  summary(page).locator('dt:has-text("Verpackung & Versand") + dd');

test('a customer collects at the market on Saturday; staff pack it, set it ready, the mail and the status page say so', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  const honey = await productDetail(request, HONEY.delivery);
  const options = await getJson<DeliveryOptions>(request, '/api/delivery-options');
  const market = options.pickupPlaces.find((place) => place.name === 'Wochenmarkt Potsdam');
  const saturday = market?.dates[0];
  if (!market || !saturday) throw new Error('the demo shop needs its market stall');
  await setCartCookie(context, baseURL, [cookieLine(honey.id, 2, 'deliveryab1')]);
  await app.goto('/einkaufswagen');

  await expect(summary(page).getByLabel('Versand')).toBeChecked();
  await expect(summary(page).getByLabel('Lieferland')).toHaveValue('DE');
  await expect(shippingLine(page)).toContainText('6,75 €');

  await summary(page).getByLabel('Abholung').check();
  await summary(page).getByLabel('Abholort').selectOption({ label: 'Wochenmarkt Potsdam' });
  await expect(summary(page).getByLabel('Abholtag')).toHaveValue(saturday);
  await expect(summary(page).getByText('Samstag: 8:00–13:00 Uhr')).toBeVisible();
  await expect(summary(page).getByText('Bestellschluss: 2 Tage vorher, 18:00 Uhr')).toBeVisible();
  await expect(shippingLine(page)).toContainText('0,00 €');
  await expect(
    summary(page)
      .getByText(euro(2 * honey.priceCents))
      .last(),
  ).toBeVisible();

  // the choice lasts for the tab
  await app.reload();
  await expect(summary(page).getByLabel('Abholung')).toBeChecked();
  await expect(summary(page).getByLabel('Abholort')).toHaveValue(String(market.id));

  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(page).toHaveURL(/\/zahlung\//);
  await expect(page.getByTestId('payment-total')).toHaveText(euro(2 * honey.priceCents));
  await expect(page.getByTestId('order-delivery')).toContainText(formatDateWithWeekday(saturday));
  await expect(page.getByRole('group', { name: 'Deine Angaben' })).toBeVisible();
  await expect(page.getByLabel('Straße und Hausnummer')).toHaveCount(0);

  await page.getByLabel('E-Mail').fill(ATTENDEE.email);
  await page.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
  await page.getByLabel('Ablaufdatum').fill('12/34');
  await page.getByLabel('Prüfziffer (CVC)').fill('123');
  await payButton(page).click();
  await expect(page.getByText('Name darf nicht leer sein.')).toBeVisible();
  await page.getByLabel('Vor- und Nachname').fill('Anna Groß');
  await payButton(page).click();

  await expect(page.getByRole('heading', { name: 'Einkauf Erfolgreich!' })).toBeVisible();
  const delivery = page.getByTestId('order-delivery');
  await expect(delivery).toContainText('Abholung');
  await expect(delivery).toContainText('Wochenmarkt Potsdam');
  await expect(delivery).toContainText('Bassinplatz, 14467 Potsdam');

  // staff: Saturday's packing list of the market, then the order is set ready for pickup
  const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
  const { orderId } = await getJson<{ orderId: string }>(
    request,
    `/api/checkout/sessions/${sessionId}`,
  );
  const number = orderNumber(orderId);
  await signInAsStaff(page, `/admin/packliste?tag=${saturday}&ort=${market.id}`);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(`2 × ${honey.title}`);
  await expect(row).toContainText('Anna Groß');

  await page.goto(`/admin/bestellungen/${orderId}`);
  await staffPageShown(page);
  const fulfilment = page.getByRole('region', { name: 'Lieferung' });
  await expect(fulfilment).toContainText('Wochenmarkt Potsdam');
  await fulfilment.getByRole('button', { name: `In Bearbeitung für Bestellung ${number}` }).click();
  await expect(fulfilment.getByRole('button')).toHaveText(['Abholbereit', 'Stornieren']);
  await fulfilment.getByRole('button', { name: `Abholbereit für Bestellung ${number}` }).click();
  await expect(fulfilment.getByText('Abholbereit', { exact: true })).toBeVisible();

  await page.goto(`/admin/postausgang?q=${number}`);
  await staffPageShown(page);
  await expect(
    page.getByText(`Deine Bestellung ${number} liegt zur Abholung bereit`),
  ).toBeVisible();

  // the customer's link from the mail shows the order waiting at the stall
  const outbox = (await (await page.request.get(`/api/admin/outbox?q=${number}`)).json()) as {
    mails: { id: number; subject: string }[];
  };
  const ready = outbox.mails.find((mail) => mail.subject.includes(`${number} liegt zur Abholung`));
  const mail = (await (await page.request.get(`/api/admin/outbox/${ready?.id}`)).json()) as {
    text: string;
  };
  const link = /\/bestellung\/[0-9a-f]{64}/.exec(mail.text)?.[0] ?? '';
  expect(link).not.toBe('');
  await app.goto(link);
  await expect(page.getByText('Abholbereit', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Wochenmarkt Potsdam').first()).toBeVisible();
});

test('a parcel needs an address the post accepts, in a country the shop ships to', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  const honey = await productDetail(request, HONEY.delivery);
  await setCartCookie(context, baseURL, [cookieLine(honey.id, 1, 'deliveryab2')]);
  await app.goto('/einkaufswagen');
  await expect(shippingLine(page)).toContainText('6,75 €');
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(page).toHaveURL(/\/zahlung\//);

  const address = page.getByRole('group', { name: 'Lieferadresse' });
  await expect(address.getByLabel('Land')).toHaveValue('DE');
  await address.getByLabel('Vor- und Nachname').fill(BUYER.name);
  await address.getByLabel('Straße und Hausnummer').fill('Lindenweg');
  await address.getByLabel('PLZ', { exact: true }).fill('1446');
  await address.getByLabel('Ort', { exact: true }).fill(BUYER.town);
  await page.getByLabel('E-Mail').fill(ATTENDEE.email);
  await page.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
  await page.getByLabel('Ablaufdatum').fill('12/34');
  await page.getByLabel('Prüfziffer (CVC)').fill('123');
  await payButton(page).click();
  await expect(
    address.getByText('Bitte gib Straße und Hausnummer an, z. B. Lindenweg 4.'),
  ).toBeVisible();
  await expect(address.getByText(/fünf Ziffern|5 Ziffern|Postleitzahl/)).toBeVisible();
  await expect(page).toHaveURL(/\/zahlung\//);

  await address.getByLabel('Straße und Hausnummer').fill(BUYER.street);
  await address.getByLabel('PLZ', { exact: true }).fill(BUYER.postalCode);
  await page.getByLabel('Rechnungsadresse weicht ab').check();
  const billing = page.getByRole('group', { name: 'Rechnungsadresse' });
  await billing.getByLabel('Name oder Firma').fill('Imkerei Müller GmbH');
  await billing.getByLabel('Straße und Hausnummer').fill('Am Markt 1');
  await billing.getByLabel('PLZ', { exact: true }).fill('01067');
  await billing.getByLabel('Ort', { exact: true }).fill('Dresden');
  await payButton(page).click();

  await expect(page.getByRole('heading', { name: 'Einkauf Erfolgreich!' })).toBeVisible();
  await expect(page.getByTestId('order-delivery')).toContainText(
    `Lieferung an${BUYER.name}${BUYER.street}${BUYER.postalCode} ${BUYER.town}`,
  );
});

for (const width of [375, 1280]) {
  test(`the cart's delivery choice and the address form at ${width} px have no serious accessibility violations`, async ({
    app,
    page,
    context,
    baseURL,
    request,
  }) => {
    const honey = await productDetail(request, HONEY.delivery);
    await setCartCookie(context, baseURL, [
      cookieLine(honey.id, 1, `deliveryw${width === 375 ? '37' : '12'}`),
    ]);
    await page.setViewportSize({ width, height: 900 });
    await app.goto('/einkaufswagen');
    await summary(page).getByLabel('Abholung').check();
    await expect(summary(page).getByLabel('Abholtag')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
