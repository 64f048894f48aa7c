// The buying journeys in Chromium: honey and a course place bought on the simulated payment page
// change stock and free places exactly once, however often the success page is reloaded; a
// cancelled payment gives everything back and keeps the cart.
import type { Page } from '@playwright/test';
import { TEST_CARD_OK } from '../src/domain/test-cards';
import { pdfWords } from '../src/server/testing/pdf-text';
import {
  ATTENDEE,
  COURSE,
  freePlaces,
  HONEY,
  openCourseDate,
  payOnPage,
  stockOf,
} from './support/checkout';
import { cookieLine, productDetail, readCartCookie, setCartCookie } from './support/shop';
import { appOn, expect, test } from './support/test';

const SUCCESS = 'Einkauf Erfolgreich!';

async function continueToPayment(page: Page) {
  await appOn(page).goto('/einkaufswagen');
  await expect(page.getByTestId('total-total')).toBeVisible();
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(page).toHaveURL(/\/zahlung\/\w+$/);
  await expect(page.getByText('Testmodus', { exact: true })).toBeVisible();
}

test('honey and a course place bought once change stock and free places exactly once', async ({
  app,
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const honey = await productDetail(request, HONEY.journey);
  const { course, date } = await openCourseDate(request, COURSE.journey);
  const stockBefore = honey.amountAvailable;
  const freeBefore = date.free;

  // the customer fills the cart on the product pages
  await app.goto(`/produkt/${honey.id}`);
  await page.getByRole('button', { name: 'Menge erhöhen' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText('Zum Warenkorb hinzugefügt')).toBeVisible();
  await app.goto(`/produkt/${course.id}`);
  await page.getByLabel(/^Wähle ein (Datum|Gruppenkurs)$/).selectOption(String(date.id));
  await page.getByLabel('Vorname', { exact: true }).fill(ATTENDEE.firstName);
  await page.getByLabel('Nachname', { exact: true }).fill(ATTENDEE.lastName);
  await page.getByLabel('E-Mail', { exact: true }).fill(ATTENDEE.email);
  await page.getByLabel('Telefonnummer', { exact: true }).fill(ATTENDEE.phone);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText('Zum Warenkorb hinzugefügt')).toBeVisible();

  await continueToPayment(page);
  const order = page.getByRole('region', { name: 'Deine Bestellung' });
  await expect(order.getByText(honey.title)).toBeVisible();
  await expect(order.getByText('2 ×')).toBeVisible();
  await expect(order.getByText(course.title)).toBeVisible();
  await expect(order.getByText(`${ATTENDEE.firstName} ${ATTENDEE.lastName}`)).toBeVisible();

  await payOnPage(page, TEST_CARD_OK);
  await expect(page).toHaveURL(/\/einkauf_erfolgreich\?session_id=\w+$/);
  await expect(page.getByRole('heading', { level: 1, name: SUCCESS })).toBeVisible();
  await expect(
    page.getByText('Danke für den Einkauf. Die Bezahlung wurde erfolgreich prozessiert.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deine Bestellung' })).toContainText(honey.title);
  // the number the confirmation mail and every question to the shop name
  await expect(
    page.getByText(/^Deine Bestellnummer: [0-9A-F]{8}\. Eine Bestätigung/),
  ).toBeVisible();

  // docs/shop/success-and-cancel.md#clearing-the-cart: the cart is cleared once paid; the floating
  // cart button stays off this page
  await expect(page.getByRole('link', { name: /^Warenkorb, / })).toHaveCount(0);
  // the success page's app clears it once it runs
  await expect.poll(() => readCartCookie(context)).toEqual([]);

  expect(await stockOf(request, honey.id)).toBe(stockBefore - 2);
  expect(await freePlaces(request, course.id, date.id)).toBe(freeBefore - 1);

  // a paused page clock would hold the screenshot: taken before it is installed
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`erfolg-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // fulfilment is idempotent: the success page may be reloaded any number of times (on the page
  // clock from now on: the receipt's 5 seconds below pass when the test says so)
  await page.clock.install();
  for (let reload = 0; reload < 3; reload += 1) {
    await app.reload();
    await expect(page.getByRole('heading', { level: 1, name: SUCCESS })).toBeVisible();
  }
  expect(await stockOf(request, honey.id)).toBe(stockBefore - 2);
  expect(await freePlaces(request, course.id, date.id)).toBe(freeBefore - 1);

  // docs/shop/success-and-cancel.md#receipt-and-invoice: the shop's invoice opens in a new tab
  // 5000 ms after the click
  await page.clock.pauseAt(Date.now() + 1_000);
  const tabs: Page[] = [];
  context.on('page', (tab) => tabs.push(tab));
  await expect(page.getByRole('button', { name: 'Quittung einsehen' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Rechnung einsehen' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Rechnung' });
  await expect(status).toHaveText('Die Rechnung öffnet sich in 5 Sekunden in einem neuen Tab.');
  await page.clock.runFor(4_000);
  await expect(status).toHaveText('Die Rechnung öffnet sich in 1 Sekunde in einem neuen Tab.');
  expect(tabs).toEqual([]);
  const popup = context.waitForEvent('page');
  await page.clock.runFor(1_000);
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/\/api\/checkout\/sessions\/\w+\/invoice\.pdf$/);
  const invoice = await page.request.get(tab.url());
  expect(invoice.headers()['content-type']).toBe('application/pdf');
  const text = pdfWords(await invoice.body());
  expect(text).toMatch(/Rechnungsnummer: RE-\d{4}-\d{5}/);
  expect(text).toContain(honey.title);
  expect(text).toContain(course.title);
  await tab.close();
});

test('a cancelled payment releases stock and places and keeps the cart', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const stockBefore = await stockOf(request, HONEY.cancel);
  const { course, date } = await openCourseDate(request, COURSE.cancel);
  await setCartCookie(context, baseURL, [
    cookieLine(HONEY.cancel, 3, 'cancelhoney'),
    cookieLine(course.id, 2, 'cancelcours', { courseDateId: date.id, ...ATTENDEE }),
  ]);

  await continueToPayment(page);
  // the pending order holds what it will sell
  expect(await stockOf(request, HONEY.cancel)).toBe(stockBefore - 3);
  expect(await freePlaces(request, course.id, date.id)).toBe(date.free - 2);

  await page.getByRole('link', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL(/\/einkauf_abgebrochen\?session_id=\w+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Einkauf Abgebrochen!' })).toBeVisible();
  await expect(
    page.getByText('Es ist etwas schief gelaufen und die Bezahlung wurde storniert.'),
  ).toBeVisible();
  await expect(page.getByText(/Deine Artikel liegen weiter im Warenkorb/)).toBeVisible();

  await expect.poll(() => stockOf(request, HONEY.cancel)).toBe(stockBefore);
  await expect.poll(() => freePlaces(request, course.id, date.id)).toBe(date.free);
  expect((await readCartCookie(context)).map((line) => line.quantity)).toEqual([3, 2]);
  await expect(page.getByTestId('cart-count')).toHaveText('5');

  await page.getByRole('link', { name: 'Zum Warenkorb' }).click();
  await expect(page.getByRole('button', { name: 'Weiter zur Zahlung' })).toBeEnabled();

  await page.getByRole('link', { name: 'Zurück zum Shop' }).click();
  await expect(page).toHaveURL('/');
});
