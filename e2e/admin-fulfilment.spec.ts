// After payment, as staff work it (issue 27): an order taken "In Bearbeitung" from the list and
// shipped with its tracking number, the tablet "Heute" page, and the pickup places.
import type { APIRequestContext, Page } from '@playwright/test';
import type { OrderSummary } from '../src/domain/checkout-schema';
import { CSRF_HEADER, CSRF_VALUE } from '../src/domain/csrf';
import { orderNumber } from '../src/domain/withdrawal';
import { seriousViolations } from './support/axe';
import { openCheckout, payThroughApi } from './support/checkout';
import { signInAsStaff, staffPageShown } from './support/staff';
import { expect, test } from './support/test';

// bought by this spec only: no other spec counts its stock
const PRODUCT = 'p-obstbluetenhonig';
const WIDTHS = [375, 1280] as const;

async function paidOrder(request: APIRequestContext, email: string): Promise<OrderSummary> {
  const sessionId = await openCheckout(request, [{ productId: PRODUCT, quantity: 1 }]);
  await payThroughApi(request, sessionId, email);
  return (await (await request.get(`/api/checkout/sessions/${sessionId}`)).json()) as OrderSummary;
}

async function axeAtBothWidths(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `at ${width} px`).toEqual([]);
  }
}

test('staff take an order into processing from the list and ship it with a tracking number', async ({
  page,
  request,
}) => {
  // a paid order, the sign-in (slow hashing on purpose) and axe four times on a busy machine
  test.setTimeout(120_000);
  const email = `versand-${Date.now()}@example.org`;
  const order = await paidOrder(request, email);
  const number = orderNumber(order.orderId);
  await signInAsStaff(page, '/admin/bestellungen');

  await page.getByLabel('Bearbeitung').selectOption({ label: 'Bezahlt' });
  await page.getByLabel('Lieferung').selectOption({ label: 'Versand' });
  await page.getByLabel('Bestellnummer oder E-Mail').fill(email);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByText('1 Bestellung', { exact: true })).toBeVisible();
  await axeAtBothWidths(page);
  // on a phone each order is a card of labelled lines: nothing to scroll sideways to
  await page.setViewportSize({ width: 375, height: 900 });
  const list = page.locator('.staff-table');
  expect(await list.evaluate((table) => table.scrollWidth - table.clientWidth)).toBe(0);
  const total = await list.getByRole('cell').filter({ hasText: '€' }).boundingBox();
  expect(total && total.x + total.width).toBeLessThanOrEqual(375);
  await page.getByRole('checkbox', { name: `Bestellung ${number} auswählen` }).check();
  await page.getByRole('button', { name: 'Ausgewählte in Bearbeitung (1)' }).click();
  await expect(page.getByText('1 Bestellung ist jetzt in Bearbeitung.')).toBeVisible();
  // the list still filters on "Bezahlt": the order has moved on
  await expect(page.getByText('0 Bestellungen', { exact: true })).toBeVisible();

  await page.goto(`/admin/bestellungen/${order.orderId}`);
  await staffPageShown(page);
  const delivery = page.getByRole('region', { name: 'Lieferung' });
  await expect(delivery.getByText('In Bearbeitung', { exact: true })).toBeVisible();
  // only the next actions: no "Abholbereit" for a parcel
  await expect(delivery.getByRole('button')).toHaveText(['Versandt', 'Stornieren']);
  await axeAtBothWidths(page);

  await delivery.getByRole('button', { name: `Versandt für Bestellung ${number}` }).click();
  await delivery.getByLabel('Versanddienst').selectOption({ label: 'DHL' });
  await delivery.getByLabel('Sendungsnummer').fill('00-34');
  await delivery.getByRole('button', { name: 'Als versandt speichern' }).click();
  await expect(
    delivery.getByText(
      'Bitte gib die Sendungsnummer so ein, wie sie auf dem Paketschein steht (Buchstaben und Ziffern).',
    ),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await delivery.getByLabel('Sendungsnummer').fill('0034 0434 1610');
  await delivery.getByRole('button', { name: 'Als versandt speichern' }).click();
  await expect(delivery.getByText('Versandt', { exact: true })).toBeVisible();
  await expect(delivery.getByRole('link', { name: '003404341610' })).toHaveAttribute(
    'href',
    /dhl\.de.*piececode=003404341610/,
  );
  await expect(delivery.getByRole('button')).toHaveCount(0);

  await page.goto(`/admin/postausgang?q=${number}`);
  await staffPageShown(page);
  await expect(page.getByText(`Deine Bestellung ${number} ist unterwegs`)).toBeVisible();
});

test('the Heute page lists what must go out; one tap moves an order on', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const order = await paidOrder(request, `heute-${Date.now()}@example.org`);
  const number = orderNumber(order.orderId);
  await signInAsStaff(page, '/admin');
  await page
    .getByRole('navigation', { name: 'Verwaltung' })
    .getByRole('link', { name: 'Heute' })
    .click();
  await staffPageShown(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Heute, \w\w\., \d\d\.\d\d\.\d{4}$/,
  );
  const shipping = page.getByRole('region', { name: /^Versand/ });
  const card = shipping.getByRole('listitem').filter({ hasText: number });
  await expect(card.getByText('Bezahlt', { exact: true })).toBeVisible();
  await axeAtBothWidths(page);
  await card.getByRole('button', { name: `In Bearbeitung für Bestellung ${number}` }).click();
  await expect(card.getByText('In Bearbeitung', { exact: true })).toBeVisible();
  await expect(
    card.getByRole('button', { name: `Versandt für Bestellung ${number}` }),
  ).toBeVisible();
});

test('staff add a market stall with hours, cutoff and closed days; problems are named in German', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `Wochenmarkt Werder ${Date.now()}`;
  await signInAsStaff(page, '/admin/abholorte');
  await axeAtBothWidths(page);
  await page.getByRole('button', { name: 'Neuen Abholort anlegen' }).click();
  const form = page.getByRole('region', { name: 'Neuer Abholort' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Straße und Hausnummer').fill('Marktplatz 3');
  await form.getByLabel('Postleitzahl').fill('1454');
  await form.getByLabel('Ort', { exact: true }).fill('Werder (Havel)');
  await form.getByLabel('bis').first().fill('07:00');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Bitte eine fünfstellige Postleitzahl eingeben.')).toBeVisible();
  await expect(form.getByText('Die Öffnungszeit muss vor dem Ende liegen.')).toBeVisible();
  await axeAtBothWidths(page);

  await form.getByLabel('Postleitzahl').fill('14542');
  await form.getByLabel('bis').first().fill('12:00');
  await form.getByRole('button', { name: 'Zeitfenster hinzufügen' }).click();
  await form.getByLabel('Wochentag').nth(1).selectOption({ label: 'Mittwoch' });
  await form.getByLabel('von').nth(1).fill('14:00');
  await form.getByLabel('bis').nth(1).fill('18:00');
  await form.getByLabel('Tage vorher').fill('2');
  await form.getByLabel('um', { exact: true }).fill('18:00');
  await form.getByRole('button', { name: 'Schließtag hinzufügen' }).click();
  await form.getByLabel('Schließtag 1', { exact: true }).fill('2026-12-26');
  await form.getByRole('button', { name: 'Speichern' }).click();

  await expect(page.getByText(`Gespeichert: ${name}.`)).toBeVisible();
  const tile = page.getByRole('region', { name });
  await expect(tile.getByText('Mittwoch: 14:00–18:00 Uhr')).toBeVisible();
  await expect(tile.getByText('Samstag: 8:00–12:00 Uhr')).toBeVisible();
  await expect(tile.getByText('Bestellschluss: 2 Tage vorher, 18:00 Uhr')).toBeVisible();
  await expect(tile.getByText('Aktiv')).toBeVisible();
});

test('a cancel confirmed on a page gone out of date: the warning and "Neu laden", no confirmation left open', async ({
  page,
  request,
}) => {
  const order = await paidOrder(request, `veraltet-${Date.now()}@example.org`);
  const number = orderNumber(order.orderId);
  await signInAsStaff(page, `/admin/bestellungen/${order.orderId}`);
  const delivery = page.getByRole('region', { name: 'Lieferung' });
  await delivery.getByRole('button', { name: `Stornieren für Bestellung ${number}` }).click();
  // meanwhile a colleague takes the order into processing
  const moved = await page.request.post(`/api/admin/orders/${order.orderId}/fulfilment`, {
    data: { version: 1, action: { type: 'start_processing' } },
    headers: { [CSRF_HEADER]: CSRF_VALUE },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await delivery.getByRole('button', { name: 'Ja, stornieren' }).click();
  await expect(delivery.getByRole('alert')).toBeVisible();
  await expect(delivery.getByRole('button', { name: 'Ja, stornieren' })).toHaveCount(0);
  await delivery.getByRole('button', { name: 'Neu laden' }).click();
  await expect(delivery.getByText('In Bearbeitung', { exact: true })).toBeVisible();
  await expect(delivery.getByRole('button')).toHaveText(['Versandt', 'Stornieren']);
});
