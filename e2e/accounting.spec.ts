// The accounting page as staff use it (issue 28 item 4): the paid order's invoice waits for its
// month's export, the DATEV settings are saved through the form. The e2e server runs on the real
// clock, so the current month is never over here: exporting and the files are proven by
// src/server/accounting/accounting.test.ts on a chosen clock.
import { monthLabel } from '../src/domain/accounting-schema';
import { berlinDay } from '../src/domain/berlin-time';
import { seriousViolations } from './support/axe';
import { openCheckout, payThroughApi } from './support/checkout';
import { signInAsStaff, staffPageShown } from './support/staff';
import { expect, test } from './support/test';

// bought by this spec only: no other spec counts its stock
const PRODUCT = 'p-propolis-tinktur';

test('staff see the month waiting for its export and save the DATEV settings', async ({
  page,
  request,
}) => {
  // sign-in, a paid order and axe at two widths on a busy machine
  test.setTimeout(90_000);
  const sessionId = await openCheckout(request, [{ productId: PRODUCT, quantity: 1 }]);
  await payThroughApi(request, sessionId, `buchhaltung-${Date.now()}@example.org`);
  await signInAsStaff(page, '/admin');
  await page.getByRole('link', { name: 'Buchhaltung' }).first().click();
  await staffPageShown(page);

  const month = berlinDay(new Date()).slice(0, 7);
  const next = page.getByRole('region', { name: 'Nächster Export' });
  await expect(next).toContainText(`${monthLabel(month)}:`);
  await expect(next).toContainText('exportieren, sobald der Monat vorbei ist');
  await expect(
    next.getByRole('button', { name: `${monthLabel(month)} exportieren` }),
  ).toBeDisabled();

  const settings = page.getByRole('form', { name: 'Einstellungen für den Export' });
  await settings.getByLabel('Beraternummer').fill('12');
  await settings.getByRole('button', { name: 'Speichern' }).click();
  await expect(settings.getByText('Die Beraternummer besteht aus 4 bis 7 Ziffern.')).toBeVisible();
  await settings.getByLabel('Beraternummer').fill('29098');
  await settings.getByLabel('Mandantennummer').fill('55003');
  await expect(settings.getByLabel('Konto des Zahlungsanbieters (Geldtransit)')).toHaveValue(
    '1360',
  );
  await expect(settings.getByLabel('Erlöskonto 19%')).toHaveValue('8400');
  await expect(settings.getByLabel('Erlöskonto 7%')).toHaveValue('8300');
  await settings.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    settings.getByText('Gespeichert. Der nächste Export nutzt diese Angaben.'),
  ).toBeVisible();
  await expect(next).not.toContainText('Berater- und Mandantennummer unten eintragen');

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `at ${width} px`).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath(`buchhaltung-${width}.png`),
      fullPage: true,
    });
  }

  await page.reload();
  await staffPageShown(page);
  await expect(page.getByLabel('Mandantennummer')).toHaveValue('55003');
});
