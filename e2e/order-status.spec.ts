// After the sale (docs/shop/after-the-sale.md): the customer follows the link from the order
// confirmation to the status page, and staff see the order on the day's packing list. axe on both
// pages at 375 and 1280 px; screenshots are kept in the test's output folder to be looked at.
import type { APIRequestContext } from '@playwright/test';
import { berlinDay } from '../src/domain/berlin-time';
import { orderNumber } from '../src/domain/withdrawal';
import { seriousViolations } from './support/axe';
import { openCheckout } from './support/checkout';
import { STAFF_EMAIL, STAFF_PASSWORD, signInAsStaff } from './support/staff';
import { expect, test } from './support/test';

// bought by no other spec, so no stock count elsewhere moves
const HONEY = 'p-waldhonig';
const BUYER = {
  name: 'Heide Köhler',
  deliveryAddress: {
    street: 'Lindenstraße 7',
    postalCode: '14467',
    town: 'Potsdam',
    country: 'DE',
  },
  phone: null,
};

async function staffHeaders(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', {
    data: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}

/** A paid order and the status link its confirmation mail (in the outbox) carries. */
async function paidOrderWithLink(request: APIRequestContext, email: string) {
  const sessionId = await openCheckout(request, [{ productId: HONEY, quantity: 2 }]);
  const paid = await request.post(`/api/payments/simulated/${sessionId}/pay`, {
    data: { email, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', buyer: BUYER },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const order = (await (await request.get(`/api/checkout/sessions/${sessionId}`)).json()) as {
    orderId: string;
  };
  const headers = await staffHeaders(request);
  const outbox = (await (await request.get('/api/admin/outbox', { headers })).json()) as {
    mails: { id: number; recipient: string; kind: string }[];
  };
  const confirmation = outbox.mails.find(
    (mail) => mail.recipient === email && mail.kind === 'order-confirmation',
  );
  expect(confirmation, 'the order confirmation is in the outbox').toBeDefined();
  const mail = (await (
    await request.get(`/api/admin/outbox/${confirmation?.id}`, { headers })
  ).json()) as { text: string };
  const link = /\/bestellung\/[0-9a-f]{64}/.exec(mail.text)?.[0];
  expect(link, 'the confirmation links the status page').toBeDefined();
  return { orderId: order.orderId, link: link ?? '' };
}

for (const width of [375, 1280]) {
  test(`the customer follows the mail's link to the order's status at ${width} px`, async ({
    app,
    page,
    request,
  }, testInfo) => {
    const { orderId, link } = await paidOrderWithLink(request, `status-${width}@example.org`);
    await page.setViewportSize({ width, height: 900 });
    const response = await app.goto(link);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Deine Bestellung' })).toBeVisible();
    await expect(page.getByText(orderNumber(orderId), { exact: true })).toBeVisible();
    await expect(page.getByText('Bezahlt', { exact: true }).first()).toBeVisible();
    await expect(
      page.getByText(
        'Deine Zahlung ist angekommen. Wir packen deine Bestellung, sobald wir können.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Fortschritt deiner Bestellung' })).toContainText(
      'Versandt',
    );
    await expect(page.getByRole('heading', { name: 'Lieferadresse' })).toBeVisible();
    await expect(page.getByText('Lindenstraße 7')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Deine Artikel' })).toBeVisible();
    await expect(page.getByText('Waldhonig').first()).toBeVisible();
    // the page keeps the way to rate what was bought, as the mail and the success page do
    await expect(
      page.getByRole('heading', { name: 'Wie gefällt dir dein Einkauf?' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Waldhonig jetzt bewerten' })).toHaveAttribute(
      'href',
      /^\/produkt\/p-waldhonig\?transactionId=pi_sim_\w+$/,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`status-${width}.png`), fullPage: true });
  });

  test(`staff print the day's packing list with the order at ${width} px`, async ({
    page,
    request,
  }, testInfo) => {
    const { orderId } = await paidOrderWithLink(request, `packliste-${width}@example.org`);
    await page.setViewportSize({ width, height: 900 });
    const today = berlinDay(new Date());
    await signInAsStaff(page, `/admin/packliste?tag=${today}&ort=shipping`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Packliste Versand');
    const row = page.getByRole('row').filter({ hasText: orderNumber(orderId) });
    await expect(row).toContainText('2 × Waldhonig');
    // the lot the order took, to pick the right jars (docs/shop/stock.md#batches)
    await expect(row).toContainText(/Los L\d{4}-\d{2} \(MHD \d{2}\.\d{2}\.\d{4}\)/);
    await expect(row).toContainText('Heide Köhler');
    await expect(row).toContainText('Bezahlt');
    // on a phone each order is a card: the items and the status within the screen
    const orders = page.locator('.table-responsive').filter({ has: row });
    expect(await orders.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
    const status = await row.getByRole('cell', { name: 'Bezahlt' }).boundingBox();
    expect(status && status.x + status.width).toBeLessThanOrEqual(width);
    await expect(page.getByRole('link', { name: 'Als PDF' })).toHaveAttribute(
      'href',
      `/api/admin/packing-list.pdf?date=${today}&group=shipping`,
    );
    // the order's Lieferschein opens as a PDF with the staff member's sign-in cookie
    const note = row.getByRole('link', { name: /^Lieferschein/ });
    const pdf = await page.request.get((await note.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`packliste-${width}.png`), fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
    await page.screenshot({
      path: testInfo.outputPath(`packliste-print-${width}.png`),
      fullPage: true,
    });
  });
}

test('a shipped order with a long tracking number fits a phone screen', async ({
  app,
  page,
  request,
}, testInfo) => {
  const { orderId, link } = await paidOrderWithLink(request, 'status-shipped@example.org');
  const headers = await staffHeaders(request);
  const move = async (version: number, action: object) => {
    const response = await request.post(`/api/admin/orders/${orderId}/fulfilment`, {
      headers,
      data: { version, action },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await move(1, { type: 'start_processing' });
  await move(2, {
    type: 'ship',
    shipment: { carrier: 'dhl', trackingNumber: '00340434161094015902' },
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await app.goto(link);
  await expect(page.getByRole('heading', { name: 'Deine Sendung' })).toBeVisible();
  await expect(page.getByText('00340434161094015902')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page does not scroll sideways').toBe(0);
  await page.screenshot({ path: testInfo.outputPath('status-shipped-375.png'), fullPage: true });
});

test('a status link that names no order is a 404 page that tells nothing more', async ({
  app,
  page,
}) => {
  const response = await app.goto(`/bestellung/${'0'.repeat(64)}`);
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { name: 'Diese Bestellung finden wir nicht' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
