// Staff keep the catalogue: a product made in the backoffice, with pictures, sold in the shop.
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { AdminProduct } from '../src/domain/product-admin-schema';
import { seriousViolations } from './support/axe';
import { openCheckout, payThroughApi } from './support/checkout';
import { signInAsStaff, staffPageShown } from './support/staff';
import { expect, test } from './support/test';

const picture = (colour: string, format: 'jpeg' | 'png') =>
  sharp({ create: { width: 900, height: 675, channels: 3, background: colour } })
    [format]()
    .toBuffer();

/** A file dropped on the drop zone, as a file manager would. */
async function dropFile(page: Page, name: string, type: string, bytes: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, type, base64 }) => {
      const transfer = new DataTransfer();
      const content = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([content], name, { type }));
      return transfer;
    },
    { name, type, base64: bytes.toString('base64') },
  );
  await page.getByTestId('bilder-ablage').dispatchEvent('drop', { dataTransfer });
}

const adminProduct = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/admin/products/${id}`)).json()) as AdminProduct;

test('staff create a product with two pictures, the shop sells it, a new price reaches the cart', async ({
  app,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Quittenbalsam ${Date.now()}`;
  await signInAsStaff(page, '/admin/produkte');
  await page.getByRole('link', { name: 'Neues Produkt' }).click();
  await page.getByLabel('Kategorie').selectOption({ label: 'Hautpflege' });
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Preis in Euro (inkl. MwSt.)').fill('8,4');
  await page.getByLabel('Bestand (verfügbar)').fill('5');
  await page.getByLabel('Kurzbeschreibung (auf der Karte)').fill('Für raue Hände im Winter.');
  await page.getByLabel('Im Shop zeigen').check();
  await page.getByRole('button', { name: 'Produkt anlegen' }).click();
  await expect(page).toHaveURL(/\/admin\/produkte\/p-quittenbalsam-\d+$/);
  const id = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.getByLabel('Bilder auswählen').setInputFiles({
    name: 'tiegel.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture('#c89b3c', 'jpeg'),
  });
  await expect(page.getByText('Hauptbild (auf der Karte)')).toBeVisible();
  // a customer buys a jar while the form is open; the next upload refreshes the page's data
  await payThroughApi(request, await openCheckout(request, [{ productId: id, quantity: 1 }]));
  await dropFile(page, 'quitten.png', 'image/png', await picture('#7a9a3a', 'png'));
  await expect(page.getByText('Bild 2', { exact: true })).toBeVisible();
  await page.getByLabel('Kurzbeschreibung (auf der Karte)').fill('Für raue Hände, auch im Winter.');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert. Der Shop zeigt es sofort.')).toBeVisible();
  expect((await adminProduct(page, id)).fields.amountAvailable).toBe(4);
  const saveTexts = page.getByRole('button', { name: 'Bildbeschreibungen speichern' });
  await expect(saveTexts).toHaveCount(0);
  await page.getByLabel('Bildbeschreibung').last().fill('Reife Quitten am Zweig');
  await expect(saveTexts).toBeVisible();
  // moving a picture saves the texts as typed with the new order
  await page.getByRole('button', { name: 'Als Hauptbild' }).click();
  await expect(page.getByRole('button', { name: 'Als Hauptbild' })).toHaveCount(1);
  await expect(saveTexts).toHaveCount(0);
  const stored = await adminProduct(page, id);
  expect(stored.images).toHaveLength(2);
  expect(stored.images[0]?.alt).toBe('Reife Quitten am Zweig');

  await app.goto('/');
  await page
    .getByRole('group', { name: 'Kategorien' })
    .getByRole('button', { name: 'Hautpflege', exact: true })
    .click();
  const card = page.locator('article').filter({ hasText: title });
  await expect(card).toContainText('8,40 €');
  await expect(card.getByRole('img', { name: 'Reife Quitten am Zweig' })).toBeVisible();

  await app.goto(`/admin/produkte/${id}`);
  await staffPageShown(page);
  await page.getByLabel('Preis in Euro (inkl. MwSt.)').fill('9,10');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert. Der Shop zeigt es sofort.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Änderungen' })).toContainText('9,10 €');

  await app.goto(`/produkt/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText('Zum Warenkorb hinzugefügt')).toBeVisible();
  await app.goto('/einkaufswagen');
  const cart = page.getByRole('main');
  await expect(cart).toContainText(title);
  await expect(cart).toContainText('9,10 €');
  await expect(cart).not.toContainText('8,40 €');
});

test('a file that is no picture and one over 10 MB are refused in German, nothing stored', async ({
  page,
}) => {
  await signInAsStaff(page, '/admin/produkte/neu');
  const title = `Kerze ohne Bild ${Date.now()}`;
  await page.getByLabel('Kategorie').selectOption({ label: 'Andere' });
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Preis in Euro (inkl. MwSt.)').fill('4,50');
  await page.getByRole('button', { name: 'Produkt anlegen' }).click();
  await expect(page).toHaveURL(/\/admin\/produkte\/p-kerze-ohne-bild-\d+$/);
  const id = page.url().split('/').pop() ?? '';

  const notAPicture = test.info().outputPath('rechnung.jpg');
  const huge = test.info().outputPath('riesig.jpg');
  await writeFile(notAPicture, '%PDF-1.7 kein Bild');
  await writeFile(huge, Buffer.alloc(50 * 1024 * 1024, 7));
  await page.getByLabel('Bilder auswählen').setInputFiles([notAPicture, huge]);
  const refused = page.getByRole('alert').filter({ hasText: 'Nicht hochgeladen' });
  await expect(refused).toContainText(
    'rechnung.jpg: Diese Datei ist kein Bild im Format JPEG, PNG oder WebP.',
  );
  await expect(refused).toContainText('riesig.jpg ist größer als 10 MB.');
  await expect(page.getByText('Noch keine Bilder.')).toBeVisible();
  expect((await adminProduct(page, id)).images).toEqual([]);
});

test('a save from an outdated form is refused, not written over the newer one', async ({
  page,
  browser,
}) => {
  await signInAsStaff(page, '/admin/produkte/neu');
  const title = `Met ${Date.now()}`;
  await page.getByLabel('Kategorie').selectOption({ label: 'Getränke' });
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Preis in Euro (inkl. MwSt.)').fill('12,00');
  await page.getByRole('button', { name: 'Produkt anlegen' }).click();
  await expect(page).toHaveURL(/\/admin\/produkte\/p-met-\d+$/);
  const url = new URL(page.url()).pathname;

  const colleague = await browser.newPage();
  await signInAsStaff(colleague, url);
  await colleague.getByLabel('Preis in Euro (inkl. MwSt.)').fill('13,00');
  await colleague.getByRole('button', { name: 'Speichern' }).click();
  await expect(colleague.getByText('Gespeichert. Der Shop zeigt es sofort.')).toBeVisible();
  await colleague.close();

  await page.getByLabel('Preis in Euro (inkl. MwSt.)').fill('11,00');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Jemand anderes hat dieses Produkt inzwischen geändert.',
  );
  await page.getByRole('button', { name: 'Neu laden' }).click();
  await expect(page.getByLabel('Preis in Euro (inkl. MwSt.)')).toHaveValue('13,00');
});

test('a new product without title shows each problem at its field, and staff land on the first', async ({
  page,
}) => {
  await signInAsStaff(page, '/admin/produkte/neu');
  await page.waitForLoadState('networkidle');
  const title = page.getByLabel('Titel');
  const price = page.getByLabel('Preis in Euro (inkl. MwSt.)');
  await price.fill('6,7,5');
  await page.getByRole('button', { name: 'Eigenschaft hinzufügen' }).click();
  await expect(page.getByLabel('Eigenschaft 1')).toBeFocused();
  await page.getByLabel('Wert 1').fill('Wald');
  await page.getByRole('button', { name: 'Produkt anlegen' }).click();

  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription('Bitte einen Titel eingeben.');
  await expect(price).toHaveAccessibleDescription(
    'Bitte einen Preis in Euro eingeben, z. B. 6,75.',
  );
  await expect(page.getByLabel('Eigenschaft 1')).toHaveAccessibleDescription(
    'Bitte der Eigenschaft einen Namen geben.',
  );
  // once a field holds what the shop accepts, its mark goes; the others stay
  await title.fill('Waldhonig');
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/admin\/produkte\/neu$/);
});

test('a field the server refuses stays marked until staff change that field', async ({ page }) => {
  await signInAsStaff(page, '/admin/produkte/p-akazienhonig');
  // an objection only the server can raise; answered here so the seeded product stays as it is
  await page.route('**/api/admin/products/p-akazienhonig', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          json: {
            error: {
              code: 'INVALID_INPUT',
              message: 'body.fields.title: Diesen Titel trägt schon ein anderes Produkt.',
              details: { field: 'body.fields.title' },
            },
          },
        })
      : route.continue(),
  );
  const title = page.getByLabel('Titel');
  await page.getByRole('button', { name: 'Speichern' }).click();
  const objection = page.getByText('Diesen Titel trägt schon ein anderes Produkt.');
  await expect(objection).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Kurzbeschreibung (auf der Karte)').fill('Hell und mild.');
  await expect(objection).toBeVisible();
  await title.fill('Akazienhonig aus Groß Köris');
  await expect(objection).toHaveCount(0);
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');

  // a new save brings the server's answer back
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(objection).toBeVisible();
});

test('on a phone each product is a card with its price, stock and state, nothing to scroll sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsStaff(page, '/admin/produkte');
  const list = page.locator('.staff-table');
  expect(await list.evaluate((table) => table.scrollWidth - table.clientWidth)).toBe(0);
  const row = page.getByRole('row').filter({ hasText: 'p-akazienhonig' });
  for (const [label, value] of [
    ['Kategorie', 'Honig'],
    ['Preis', /^\d+,\d{2} €$/],
    ['Bestand', /^\d+$/],
    ['Im Shop', 'sichtbar'],
  ] as const) {
    const cell = row.locator(`td[data-label="${label}"]`);
    await expect(cell).toHaveText(value);
    const box = await cell.boundingBox();
    expect(box && box.x + box.width, label).toBeLessThanOrEqual(375);
  }
  expect(await seriousViolations(page)).toEqual([]);
});

for (const path of ['/admin/produkte', '/admin/produkte/neu', '/admin/produkte/p-akazienhonig']) {
  test(`${path} at 768 px has no serious accessibility violations`, async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1000 });
    await signInAsStaff(page, path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
