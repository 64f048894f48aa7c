import { CSRF_HEADER, CSRF_VALUE } from '../src/domain/csrf';
import { productFormValues } from '../src/domain/product-form-values';
import { seriousViolations } from './support/axe';
import { productsOf } from './support/shop';
import { signInAsStaff } from './support/staff';
import { expect, test } from './support/test';

// docs/shop/stock.md: sold out → "Benachrichtige mich" → confirm → staff add a batch → one mail.
test('a sold-out product takes a notice, the address confirms, a new batch mails it exactly once', async ({
  app,
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, '/admin/produkte');
  const staff = { [CSRF_HEADER]: CSRF_VALUE };
  const [product] = (await productsOf(page.request, 'strength')).filter(
    (p) => p.amountAvailable > 0,
  );
  if (!product) throw new Error('no strengthening product in stock');
  const edit = await (await page.request.get(`/api/admin/products/${product.id}`)).json();
  const emptied = await page.request.put(`/api/admin/products/${product.id}`, {
    headers: staff,
    data: {
      version: edit.version,
      stockWas: edit.fields.amountAvailable,
      fields: { ...productFormValues(edit.fields), amountAvailable: '0' },
    },
  });
  expect(emptied.status(), await emptied.text()).toBe(200);

  const email = `wartet-${Date.now()}@example.org`;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await app.goto(`/produkt/${product.id}`);
    await expect(page.getByText('Dieses Produkt ist leider ausverkauft.')).toBeVisible();
    await page.screenshot({ path: `/tmp/stock-notice-${width}.png`, fullPage: true });
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Benachrichtige mich, sobald es wieder da ist').fill(email);
  await page.getByRole('button', { name: 'Benachrichtige mich' }).click();
  await expect(page.getByText(/Fast geschafft: Wir haben dir eine E-Mail geschickt/)).toBeVisible();

  const mailsTo = async () => {
    const list = await (await page.request.get('/api/admin/outbox')).json();
    return (list.mails as { id: number; kind: string; recipient: string }[]).filter(
      (mail) => mail.recipient === email,
    );
  };
  const [optIn] = await mailsTo();
  const text = (await (await page.request.get(`/api/admin/outbox/${optIn?.id}`)).json()).text;
  const confirmPath = /\/benachrichtigung\/[A-Za-z0-9_-]+/.exec(text)?.[0] ?? '';
  await app.goto(confirmPath);
  await expect(page.getByRole('heading', { name: 'Benachrichtigung bestätigen' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Benachrichtigung bestätigen' }).click();
  await expect(page.getByText(/Danke! Wir schreiben dir einmal/)).toBeVisible();
  await page.screenshot({ path: '/tmp/stock-notice-confirmed.png' });

  // staff restock with a new batch on the product's page
  await app.goto(`/admin/produkte/${product.id}`);
  await page.getByLabel('Losnummer').fill('L2026-11');
  await page.getByLabel('Mindesthaltbar bis').fill('2028-11-30');
  await page.getByLabel('Menge', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'Los anlegen' }).click();
  await expect(page.getByTestId('batch-stock')).toHaveText('Verkaufbar: 12');
  await expect(page.getByRole('cell', { name: 'L2026-11' })).toBeVisible();
  await page.getByRole('heading', { name: 'Lose und Mindesthaltbarkeit' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/stock-batches-1280.png' });
  expect(await seriousViolations(page)).toEqual([]);
  expect((await mailsTo()).map((mail) => mail.kind).sort()).toEqual([
    'back-in-stock',
    'stock-notice-confirmation',
  ]);

  // one mail per restock, then the entry ends: sold out and restocked again, nobody is mailed
  const stock = await (await page.request.get(`/api/admin/products/${product.id}/stock`)).json();
  const batch = (stock.batches as { id: number; lotNumber: string }[]).find(
    (entry) => entry.lotNumber === 'L2026-11',
  );
  for (const quantity of [0, 5]) {
    const corrected = await page.request.patch(
      `/api/admin/products/${product.id}/batches/${batch?.id}`,
      { headers: staff, data: { quantity } },
    );
    expect(corrected.status(), await corrected.text()).toBe(200);
  }
  expect((await mailsTo()).filter((mail) => mail.kind === 'back-in-stock')).toHaveLength(1);
});

// a link cut off by a mail program can name no entry: the page says so in words, not a pattern
test('a cut-off or unknown notice link says it no longer holds', async ({ app, page }) => {
  const gone = 'Dieser Link gilt nicht mehr. Melde dich bitte auf der Produktseite neu an.';
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/benachrichtigung/xyz', '/benachrichtigung/Cqi6CKTrU_hdd?abmelden=1']) {
    await app.goto(path);
    await expect(page.getByText(gone)).toBeVisible();
    await expect(
      page.getByRole('button', { name: /Benachrichtigung bestätigen|Abmelden/ }),
    ).toHaveCount(0);
    await expect(page.getByText(/params\.token|Muster/)).toHaveCount(0);
  }
  await page.screenshot({ path: '/tmp/stock-notice-cut-off-375.png' });
  expect(await seriousViolations(page)).toEqual([]);

  // well formed, but no entry has it (forgotten after 7 days, or already mailed)
  await app.goto(`/benachrichtigung/${'A'.repeat(32)}`);
  await page.getByRole('button', { name: 'Benachrichtigung bestätigen' }).click();
  await expect(page.getByRole('alert')).toHaveText(gone);
});
