// § 356a BGB: the withdrawal button in every page's footer, the declaration, its receipt.
import type { APIRequestContext, Page } from '@playwright/test';
import type { OrderSummary } from '../src/domain/checkout-schema';
import { orderNumber } from '../src/domain/withdrawal';
import { seriousViolations } from './support/axe';
import { ATTENDEE, HONEY, openCheckout, payThroughApi } from './support/checkout';
import { requestsSeen } from './support/requests-seen';
import { STAFF_EMAIL, STAFF_PASSWORD, signInAsStaff } from './support/staff';
import { expect, test } from './support/test';

async function paidOrder(request: APIRequestContext, email = ATTENDEE.email): Promise<string> {
  const sessionId = await openCheckout(request, [{ productId: HONEY.declined, quantity: 1 }]);
  await payThroughApi(request, sessionId, email);
  const order = (await (
    await request.get(`/api/checkout/sessions/${sessionId}`)
  ).json()) as OrderSummary;
  return order.orderId;
}

async function staffHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}

async function withdrawalsOf(request: APIRequestContext, orderId: string) {
  const response = await request.get(`/api/admin/orders/${orderId}/withdrawals`, {
    headers: await staffHeaders(request),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    name: string;
    reference: string;
    confirmation: { subject: string; text: string } | null;
  }[];
}

/** The order confirmation's text, as the e-mail to `email` (its only order) reads. */
async function confirmationText(request: APIRequestContext, email: string): Promise<string> {
  const headers = await staffHeaders(request);
  const outbox = (await (await request.get('/api/admin/outbox', { headers })).json()) as {
    mails: { id: number; recipient: string; kind: string }[];
  };
  const mail = outbox.mails.find((m) => m.recipient === email && m.kind === 'order-confirmation');
  expect(mail, 'the order confirmation is in the outbox').toBeDefined();
  return (
    (await (await request.get(`/api/admin/outbox/${mail?.id}`, { headers })).json()) as {
      text: string;
    }
  ).text;
}

async function declare(page: Page, name: string, email: string, order: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Bestellnummer oder Link aus der Bestellbestätigung').fill(order);
  await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
}

test('from the footer a customer withdraws an order, twice; both are recorded', async ({
  app,
  page,
  request,
}) => {
  const orderId = await paidOrder(request);
  await app.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag widerrufen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vertrag widerrufen' })).toBeVisible();
  await expect(page.getByText('§ 312g Abs. 2 Nr. 9 BGB')).toBeVisible();

  await declare(page, 'Jürgen Müller', ATTENDEE.email, orderNumber(orderId));
  await expect(page.getByRole('heading', { name: 'Dein Widerruf ist eingegangen' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(/Eingegangen am \d{1,2}\. \p{L}+ \d{4} um/u);
  await expect(page.getByRole('status')).toContainText(/W-\d{6}/);

  await app.goto('/vertrag-widerrufen');
  await declare(page, 'Jürgen Müller', ATTENDEE.email, orderNumber(orderId));
  await expect(page.getByRole('heading', { name: 'Dein Widerruf ist eingegangen' })).toBeVisible();
  const recorded = await withdrawalsOf(request, orderId);
  expect(recorded).toHaveLength(2);
  // the receipt on a durable medium: an e-mail with the declaration and the time it came in
  for (const { reference, confirmation } of recorded) {
    expect(confirmation?.subject).toBe(`Eingangsbestätigung deines Widerrufs (${reference})`);
    expect(confirmation?.text).toContain(
      'Hiermit widerrufe ich den von mir abgeschlossenen Vertrag.',
    );
    expect(confirmation?.text).toMatch(/Eingegangen am: \d{1,2}\. \p{L}+ \d{4} um \d{2}:\d{2}/u);
  }
});

test('either link from the confirmation, pasted on a phone, names the order; the answer is in view', async ({
  app,
  page,
  request,
}, testInfo) => {
  const email = `link-${Date.now()}@example.org`;
  const orderId = await paidOrder(request, email);
  const text = await confirmationText(request, email);
  const withdrawLink = /https?:\/\/\S+\/vertrag-widerrufen\?bestellung=\w+/.exec(text)?.[0];
  const statusLink = /https?:\/\/\S+\/bestellung\/[0-9a-f]{64}/.exec(text)?.[0];
  expect(withdrawLink, 'the confirmation links the withdrawal form').toBeDefined();
  expect(statusLink, 'the confirmation links the status page').toBeDefined();

  await page.setViewportSize({ width: 375, height: 740 });
  for (const link of [withdrawLink, statusLink]) {
    await app.goto('/vertrag-widerrufen');
    await declare(page, 'Paula Paste', email, link ?? '');
    // the short answer replaces a form taller than the screen: it must not be left above it
    const heading = page.getByRole('heading', { name: 'Dein Widerruf ist eingegangen' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.getByRole('status')).toBeInViewport();
  }
  await page.screenshot({ path: testInfo.outputPath('withdrawal-received-375.png') });
  // matched to the order, so staff do not see "keiner Bestellung zugeordnet"
  expect((await withdrawalsOf(request, orderId)).map((row) => row.name)).toEqual([
    'Paula Paste',
    'Paula Paste',
  ]);
});

test('staff find a withdrawal on the start page until it is answered, and mark one handled', async ({
  app,
  page,
  request,
}, testInfo) => {
  const orderId = await paidOrder(request);
  const number = orderNumber(orderId);
  await app.goto('/vertrag-widerrufen');
  await declare(page, 'Wiebke Wöhler', ATTENDEE.email, number);
  await expect(page.getByRole('heading', { name: 'Dein Widerruf ist eingegangen' })).toBeVisible();
  await app.goto('/vertrag-widerrufen');
  await declare(page, 'Ümit Ohnenummer', 'uemit@example.org', 'Honig vom Markt');
  await expect(page.getByRole('heading', { name: 'Dein Widerruf ist eingegangen' })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 900 });
  await signInAsStaff(page, '/admin');
  const panel = page.getByRole('region', { name: /offene[rn]? Widerruf/ });
  const matched = panel.getByRole('listitem').filter({ hasText: 'Wiebke Wöhler' });
  await expect(matched).toContainText(/erstatten bis \d{2}\.\d{2}\.\d{4}/);
  const unmatched = panel.getByRole('listitem').filter({ hasText: 'Ümit Ohnenummer' });
  await expect(unmatched).toContainText(
    'Angegeben: „Honig vom Markt“ – keine Bestellung dieser E-Mail-Adresse',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await unmatched.getByRole('button', { name: 'Ohne Erstattung erledigen …' }).click();
  await unmatched.getByRole('button', { name: 'Als erledigt markieren' }).click();
  await expect(unmatched.getByLabel(/^Warum\?/)).toBeFocused();
  await unmatched.getByLabel(/^Warum\?/).fill('Bestellung 4711 per Telefon gefunden, erstattet');
  await unmatched.getByRole('button', { name: 'Als erledigt markieren' }).click();
  await expect(panel.getByText('Ümit Ohnenummer')).toHaveCount(0);

  // the order list flags the order until the refund answers it; the link leads to the refund
  await page.setViewportSize({ width: 1280, height: 900 });
  await app.goto(`/admin/bestellungen?q=${number}`);
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Widerruf offen');
  // on a phone the refund form is far down the order's page: the link brings it into view
  await page.setViewportSize({ width: 375, height: 700 });
  await app.goto('/admin');
  await matched.getByRole('link', { name: `Bestellung ${number} erstatten` }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/bestellungen/${orderId}\\?widerruf=\\d+#erstattung$`),
  );
  await expect(page.getByLabel('Zu einem Widerruf')).toHaveValue(/\d+/);
  await expect(page.getByRole('heading', { name: 'Erstattungen' })).toBeInViewport();

  // opened on the order itself, the form answers its only open withdrawal unless told otherwise
  await page.setViewportSize({ width: 1280, height: 900 });
  await app.goto(`/admin/bestellungen/${orderId}`);
  await page.getByRole('button', { name: 'Erstatten …' }).click();
  const answers = page.getByLabel('Zu einem Widerruf');
  await expect(answers).toHaveValue(/^\d+$/);
  await expect(answers.locator('option:checked')).toHaveText(/^W-\d{6} von Wiebke Wöhler$/);
  await expect(page.getByLabel(/^Grund/)).toHaveValue('');

  // the order's own section can close it without a refund too
  const section = page.getByRole('region', { name: 'Widerrufe' });
  await section.screenshot({ path: testInfo.outputPath('order-withdrawal-open.png') });
  await section.getByRole('button', { name: 'Ohne Erstattung erledigen …' }).click();
  await section.getByLabel(/^Warum\?/).fill('Ware nie zurückgekommen, Kundin angerufen');
  await section.getByRole('button', { name: 'Als erledigt markieren' }).click();
  await expect(section).toContainText(
    /Ohne Erstattung erledigt am .+: Ware nie zurückgekommen, Kundin angerufen/,
  );
  await expect(section.getByRole('link', { name: 'Erstatten' })).toHaveCount(0);
  await section.screenshot({ path: testInfo.outputPath('order-withdrawal-handled.png') });
});

test('bad input gets German field errors and nothing is sent', async ({ app, page }) => {
  const sent = requestsSeen(page, (request) => request.url().includes('/api/withdrawals'));
  await app.goto('/vertrag-widerrufen');
  await page.getByLabel('E-Mail').fill('a..b@x.de');
  await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
  await expect(page.getByText('Name darf nicht leer sein.')).toBeVisible();
  await expect(page.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeVisible();
  await expect(page.getByText('Bestellnummer darf nicht leer sein.')).toBeVisible();
  await expect(page.getByLabel('E-Mail')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`the withdrawal page at ${width} px has no serious accessibility violations`, async ({
    app,
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await app.goto('/vertrag-widerrufen');
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    await expect(page.getByText('Name darf nicht leer sein.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
