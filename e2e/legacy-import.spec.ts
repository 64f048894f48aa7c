// Moving from the legacy shop through the backoffice (issue 31): the mongoexport files as a ZIP,
// the dry run's report, the import, then the shop shows the imported product, the course's
// booked places and answers the legacy address with 301. It adds products to the catalogue,
// so it runs in the last project, once the catalogue's other tests are done.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { legacyDocuments, writeLegacyExport } from '../src/server/testing/legacy-export';
import { seriousViolations } from './support/axe';
import { signInAsStaff, staffPageShown } from './support/staff';
import { expect, test } from './support/test';

async function exportZip(): Promise<string> {
  const documents = await legacyDocuments();
  // the farm's shipping rate stays as the other tests expect it
  delete documents.shipping_costs;
  const dir = await writeLegacyExport(documents, { relaxed: false, array: ['ratings'] });
  execFileSync('zip', ['-q', 'export.zip', ...Object.keys(documents).map((c) => `${c}.json`)], {
    cwd: dir,
  });
  return join(dir, 'export.zip');
}

test('staff import the legacy export after its dry run; the shop shows what came over', async ({
  page,
  app,
  request,
}) => {
  // sign-in, two runs over the export and axe on a busy machine
  test.setTimeout(120_000);
  const zip = await exportZip();
  await signInAsStaff(page, '/admin/import');
  await staffPageShown(page);
  await page.getByLabel('Export (ZIP)').setInputFiles(zip);
  await page.getByRole('button', { name: 'Prüfen' }).click();

  await expect(page.getByRole('heading', { name: 'Probelauf: so würde importiert' })).toBeVisible({
    timeout: 30_000,
  });
  const products = page.getByTestId('import-products');
  // created, updated, unchanged, skipped: c1, c2, p1, p2 come over; the broken ones are named
  await expect(products.locator('td')).toHaveText(['4', '0', '0', '8']);
  await expect(page.getByText('„12,90“ hat ein Dezimalkomma')).toBeVisible();
  await expect(page.getByText('Ohne Datei im Export: Versandkosten')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Importieren' }).click();
  await expect(page.getByRole('heading', { name: 'Import abgeschlossen' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(products.locator('td')).toHaveText(['4', '0', '0', '8']);
  await expect(page.getByTestId('import-ratings').locator('td')).toHaveText(['2', '0', '0', '2']);

  // a bookmark of the legacy shop: moved for good to the product's page here
  const moved = await request.get('/produkt/p1', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  const location = moved.headers().location ?? '';
  expect(location).toMatch(/^\/produkt\/p-/);
  // what the old link carried goes along (a rating link's transactionId)
  const withQuery = await request.get('/produkt/p1?transactionId=pi_alt&utm_source=mail', {
    maxRedirects: 0,
  });
  expect(withQuery.headers().location).toBe(`${location}?transactionId=pi_alt&utm_source=mail`);
  await app.goto('/produkt/p1');
  await expect(page).toHaveURL(new RegExp(`${location}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Blütenhonig aus dem Altbestand' }),
  ).toBeVisible();
  await expect(page.getByText('12,90 €').first()).toBeVisible();

  // the course's places booked in the legacy shop are taken here: Anna twice and Bernd, of 8
  await app.goto('/produkt/c1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Imkern für Einsteiger' }),
  ).toBeVisible();
  await expect(page.locator('option', { hasText: '5 von 8 Plätzen frei' })).toHaveCount(1);
  await expect(page.getByText('Leitung: Imker Jonas')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('imported-course.png'), fullPage: true });
});
