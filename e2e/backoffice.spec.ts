// The backoffice's first areas: orders, legal texts and GDPR requests, as staff use them.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import type { OrderSummary } from '../src/domain/checkout-schema';
import { orderNumber } from '../src/domain/withdrawal';
import { seriousViolations } from './support/axe';
import {
  ATTENDEE,
  COURSE,
  HONEY,
  openCheckout,
  openCourseDate,
  payThroughApi,
} from './support/checkout';
import { euro, honeyInCart } from './support/shop';
import { signInAsStaff } from './support/staff';
import { expect, test } from './support/test';

async function paidOrder(request: APIRequestContext, email: string): Promise<OrderSummary> {
  const sessionId = await openCheckout(request, [{ productId: HONEY.declined, quantity: 2 }]);
  await payThroughApi(request, sessionId, email);
  return (await (await request.get(`/api/checkout/sessions/${sessionId}`)).json()) as OrderSummary;
}

test('staff find an order, read it in full and send its confirmation again', async ({
  page,
  request,
}) => {
  const email = `bestellung-${Date.now()}@example.org`;
  const order = await paidOrder(request, email);
  const number = orderNumber(order.orderId);
  await signInAsStaff(page, '/admin');
  await page
    .getByRole('navigation', { name: 'Verwaltung' })
    .getByRole('link', { name: 'Bestellungen' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeVisible();

  await page.getByLabel('Bestellnummer oder E-Mail').fill(email);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByText('1 Bestellung', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: number }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Bestellung ${number}` })).toBeVisible();
  // the payment's badge beside the heading (the delivery's state says "Bezahlt" too)
  await expect(page.getByText('Bezahlt', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Kunde und Zahlung' }).getByText(email),
  ).toBeVisible();
  await expect(page.getByTestId('total-total')).toHaveText(
    new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
      .format(order.totals.total / 100)
      .replace(/\u00a0/g, ' '),
  );
  const mails = page.getByRole('region', { name: 'E-Mails' });
  await expect(mails.getByText(`Deine Bestellung ${number} im Hofladen`)).toHaveCount(1);
  await mails.getByRole('button', { name: 'Bestätigung erneut senden' }).click();
  await expect(mails.getByRole('status')).toHaveText('Die Bestätigung ist erneut unterwegs.');
  await expect(mails.getByText(`Deine Bestellung ${number} im Hofladen`)).toHaveCount(2);
  // their texts stand in the Postausgang, found by the order's number
  await mails.getByRole('link', { name: 'Im Postausgang lesen' }).click();
  await expect(page).toHaveURL(`/admin/postausgang?q=${number}`);
  await expect(page.getByLabel('E-Mail-Adresse oder Bestellnummer')).toHaveValue(number);
  await expect(
    page.getByRole('button', { name: `Deine Bestellung ${number} im Hofladen` }),
  ).toHaveCount(2);
  // the whole Postausgang again: the box follows the address, not what was searched before
  await page
    .getByRole('navigation', { name: 'Verwaltung' })
    .getByRole('link', { name: 'Postausgang' })
    .click();
  await expect(page).toHaveURL('/admin/postausgang');
  await expect(page.getByLabel('E-Mail-Adresse oder Bestellnummer')).toHaveValue('');
});

test('an order never paid says there is nothing to do and nothing to refund, without amounts', async ({
  page,
  request,
}) => {
  const sessionId = await openCheckout(request, [{ productId: HONEY.declined, quantity: 1 }]);
  const cancelled = await request.post(`/api/checkout/sessions/${sessionId}/cancel`);
  expect(cancelled.status(), await cancelled.text()).toBeLessThan(300);
  const order = (await (
    await request.get(`/api/checkout/sessions/${sessionId}`)
  ).json()) as OrderSummary;
  expect(order.status).toBe('cancelled');

  await signInAsStaff(page, `/admin/bestellungen/${order.orderId}`);
  await expect(page.getByText('Nie bezahlt: nichts zu tun.')).toBeVisible();
  const refunds = page.getByRole('region', { name: 'Erstattungen' });
  await expect(refunds.getByText('Nicht bezahlt: Es gibt nichts zu erstatten.')).toBeVisible();
  await expect(refunds.getByText(/^Bezahlt /)).toHaveCount(0);
});

test('on a phone the areas fold behind "Menü", which names the area and folds again after a move', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await signInAsStaff(page, '/admin');
  const nav = page.getByRole('navigation', { name: 'Verwaltung' });
  const menu = nav.getByRole('button', { name: /^Menü: Übersicht/ });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Bestellungen' })).toBeHidden();
  // the page's own heading is on the first screen, not below 17 links
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Bestellungen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeVisible();
  await expect(nav.getByRole('button', { name: /^Menü: Bestellungen/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(nav.getByRole('link', { name: 'Übersicht' })).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
  // from a tablet up the areas are always shown
  await page.setViewportSize({ width: 768, height: 900 });
  await expect(nav.getByRole('link', { name: 'Übersicht' })).toBeVisible();
  await expect(nav.getByRole('button', { name: /^Menü/ })).toBeHidden();
});

test('staff write the Impressum and the shop shows it; an empty text is refused in German', async ({
  app,
  page,
}) => {
  await signInAsStaff(page, '/admin/rechtstexte');
  await expect(page.getByRole('button', { name: 'Impressum' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const text = page.getByLabel('Text (Markdown)');
  await expect(text).toHaveValue(/Bitte ergänzen/);
  await expect(page.getByText(/aus Einstellungen → Kontakt stellt der Shop/)).toBeVisible();

  await text.fill('');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Text darf nicht leer sein.')).toBeVisible();

  await text.fill(
    '## Verantwortlich für den Inhalt\n\nImkerei Bienenstöck, Lindenweg 7, 29640 Schneverdingen',
  );
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert. Der Shop zeigt den neuen Text.')).toBeVisible();

  await app.goto('/impressum');
  await expect(
    page.getByText('Imkerei Bienenstöck, Lindenweg 7, 29640 Schneverdingen'),
  ).toBeVisible();
  await expect(
    page.getByText('Vorlage: Dieser Text ist noch nicht vom Hof ausgefüllt.'),
  ).toHaveCount(0);
});

test('staff hand a customer their data and then erase it', async ({ page, request }) => {
  const email = `auskunft-${Date.now()}@example.org`;
  const order = await paidOrder(request, email);
  await signInAsStaff(page, '/admin/datenschutz');

  await page.getByLabel('E-Mail-Adresse der Person').fill('keine-adresse');
  await page.getByRole('button', { name: 'Daten exportieren' }).click();
  await expect(page.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeVisible();

  await page.getByLabel('E-Mail-Adresse der Person').fill(email);
  await page.getByRole('button', { name: 'Daten exportieren' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /herunterladen$/ }).click();
  const file = await (await download).path();
  const data = JSON.parse(await readFile(file, 'utf8')) as {
    email: string;
    orders: { orderId: string }[];
  };
  expect(data.email).toBe(email);
  expect(data.orders.map((row) => row.orderId)).toEqual([order.orderId]);

  await page.getByRole('button', { name: 'Daten löschen …' }).click();
  await page.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page.getByRole('status')).toContainText('Bestellungen anonymisiert: 1');

  await page.getByRole('button', { name: 'Daten exportieren' }).click();
  await expect(page.getByRole('status')).toContainText('0 Bestellungen');
});

test('staff correct and enable a new rating, and the product page shows it', async ({
  app,
  page,
  request,
}) => {
  const order = await paidOrder(request, `bewertung-${Date.now()}@example.org`);
  const title = `Frisch vom Hof ${Date.now()}`;
  const created = await request.post(`/api/products/${HONEY.declined}/ratings`, {
    data: {
      transactionId: order.transactionId,
      rate: 5,
      title,
      ort: 'Görlitzz',
      comment: 'Sehr lecker.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInAsStaff(page, '/admin/bewertungen');
  const item = page.getByRole('article', { name: title });
  await expect(item).toContainText('wartet auf Freigabe');
  await item.getByRole('button', { name: 'Bearbeiten' }).click();
  const place = item.getByLabel('Ort');
  await place.fill('G'.repeat(81));
  await item.getByRole('button', { name: 'Speichern' }).click();
  await expect(place).toHaveAccessibleDescription('höchstens 80 Zeichen');
  await place.fill('Görlitz');
  await item.getByRole('button', { name: 'Speichern' }).click();
  await expect(item).toContainText('· Görlitz ·');
  await item.getByRole('button', { name: 'Freigeben' }).click();
  // enabled, it leaves the queue
  await expect(item).toHaveCount(0);

  await app.goto(`/produkt/${HONEY.declined}`);
  const card = page.locator('.rating-card', { hasText: title });
  await expect(card.getByText('Görlitz')).toBeVisible();
  await expect(card.getByRole('img', { name: '5 von 5 Sternen' })).toBeVisible();
});

test('staff read a confirmation in the outbox, kept there while no mail server is set', async ({
  page,
  request,
}) => {
  const email = `post-${Date.now()}@example.org`;
  const order = await paidOrder(request, email);
  const subject = `Deine Bestellung ${orderNumber(order.orderId)} im Hofladen`;
  await signInAsStaff(page, '/admin/postausgang');
  // found as staff find a customer's mails: by the address
  await page.getByLabel('E-Mail-Adresse oder Bestellnummer').fill(email);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/\/admin\/postausgang\?q=post-/);
  await page.getByRole('button', { name: subject }).click();
  const mail = page.getByRole('listitem').filter({ hasText: subject });
  await expect(mail.locator('pre')).toContainText('Vielen Dank für deinen Einkauf!');
  // on a phone the mail's long links wrap instead of widening the page
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
  // the e2e shop has no SMTP_URL: sending from here would only keep the mail again
  await expect(mail.getByRole('button', { name: /^Jetzt/ })).toHaveCount(0);
  await expect(
    mail.getByText(
      'Senden lässt sie sich von hier, sobald ein SMTP-Server eingerichtet ist (SMTP_URL).',
    ),
  ).toBeVisible();
});

test('a course booking shows among the participants, and their CSV opens in Excel', async ({
  page,
  request,
}) => {
  const { date } = await openCourseDate(request, COURSE.a11y);
  const lastName = `Wabenbäcker${Date.now() % 100000}`;
  const sessionId = await openCheckout(request, [
    {
      productId: COURSE.a11y,
      quantity: 1,
      course: { ...ATTENDEE, lastName, courseDateId: date.id },
    },
  ]);
  await payThroughApi(request, sessionId);

  await signInAsStaff(page, `/admin/kurse?termin=${date.id}`);
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toContainText(ATTENDEE.email);
  await expect(row).toContainText('bestätigt');
  // on a phone the table scrolls within itself, the page stays as wide as the screen
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Als CSV herunterladen' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.startsWith('\uFEFFVorname;Nachname;E-Mail;Telefon;Plätze;Bestellung;Status\r\n')).toBe(
    true,
  );
  expect(csv).toContain(`${ATTENDEE.firstName};${lastName};${ATTENDEE.email};`);

  await row
    .getByRole('button', { name: `Buchung von ${ATTENDEE.firstName} ${lastName} stornieren` })
    .click();
  await row.getByRole('button', { name: 'Erstatten und Platz freigeben' }).click();
  await expect(page.getByRole('row').filter({ hasText: lastName })).toHaveCount(0);
});

test('a discount code staff create works in the cart until it is ended', async ({
  app,
  page,
  context,
  baseURL,
  request,
}) => {
  const code = `HERBST${Date.now() % 100000}`;
  await signInAsStaff(page, '/admin/rabattcodes');
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Neuer Code' }) });
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Rabatt in %').fill('0');
  await form.getByRole('button', { name: 'Code anlegen' }).click();
  await expect(form.getByText('Rabatt muss zwischen 1 und 100 % liegen.')).toBeVisible();
  await form.getByLabel('Rabatt in %').fill('20');
  await form.getByLabel('Höchstens … Bestellungen').fill('5');
  await form.getByRole('button', { name: 'Code anlegen' }).click();
  const entry = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: code }) });
  await expect(entry).toContainText('20 % · unbegrenzt · genutzt 0 von 5 · gilt');

  const honey = await honeyInCart(request, context, baseURL, 'rabattE2Eab');
  await app.goto('/einkaufswagen');
  await expect(page.getByTestId('total-total')).toBeVisible();
  await page.getByLabel('Rabattcode').fill(code);
  await page.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page.getByTestId('total-discount')).toHaveText(
    `-${euro(Math.ceil(honey.priceCents * 0.2))}`,
  );

  await app.goto('/admin/rabattcodes');
  await entry.getByRole('button', { name: 'Bearbeiten' }).click();
  await entry.getByLabel('Aktiv').uncheck();
  await entry.getByRole('button', { name: 'Speichern' }).click();
  await expect(entry).toContainText('beendet');
  expect((await (await request.get(`/api/discount-codes/${code}`)).json()).percentage).toBe(0);
});

for (const path of [
  '/admin',
  '/admin/rabattcodes',
  '/admin/kurse',
  '/admin/bestellungen',
  '/admin/bewertungen',
  '/admin/postausgang',
  '/admin/rechtstexte',
  '/admin/datenschutz',
]) {
  test(`${path} at 768 px has no serious accessibility violations`, async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1000 });
    await signInAsStaff(page, path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
