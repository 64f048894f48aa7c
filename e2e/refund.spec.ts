// Money back, as staff give it (issue 28): one jar of a paid order refunded from the order page —
// the amount shown before, the credit note listed after, the jar back in stock and the credit
// note's mail in the Postausgang.
import type { OrderSummary } from '../src/domain/checkout-schema';
import { formatEuro } from '../src/domain/money';
import { seriousViolations } from './support/axe';
import { openCheckout, payThroughApi, stockOf } from './support/checkout';
import { signInAsStaff, staffPageShown } from './support/staff';
import { expect, test } from './support/test';

// bought by this spec only: no other spec counts their stock
const HONEY = 'p-zimt-honig-cremig';
const MEAD = 'p-honigmet-klassisch';

test('staff refund one jar: the amount up front, a credit note, the jar back in stock and the mail', async ({
  page,
  request,
}, testInfo) => {
  // axe at two widths on the full order page: slow on a busy machine
  test.setTimeout(150_000);
  const email = `erstattung-${Date.now()}@example.org`;
  const sessionId = await openCheckout(request, [
    { productId: HONEY, quantity: 2 },
    { productId: MEAD, quantity: 1 },
  ]);
  await payThroughApi(request, sessionId, email);
  const order = (await (
    await request.get(`/api/checkout/sessions/${sessionId}`)
  ).json()) as OrderSummary;
  const jar = order.lines.find((line) => line.productId === HONEY);
  if (!jar) throw new Error('the honey line is missing');
  const stockBefore = await stockOf(request, HONEY);

  await signInAsStaff(page, `/admin/bestellungen/${order.orderId}`);
  const refunds = page.getByRole('region', { name: 'Erstattungen' });
  await expect(refunds.getByText(`Bezahlt ${formatEuro(order.totals.total)}`)).toBeVisible();
  await refunds.getByRole('button', { name: 'Erstatten …' }).click();
  await refunds
    .getByLabel(`${jar.title} (2 von 2 erstattbar, je ${formatEuro(jar.unitCents)})`)
    .fill('1');
  // no reason yet: the form says what is missing, in German
  await refunds.getByRole('button', { name: `${formatEuro(jar.unitCents)} erstatten` }).click();
  await expect(refunds.getByText('Bitte einen Grund angeben.')).toBeVisible();
  await refunds.getByLabel('Grund (steht auf der Gutschrift)').fill('Glas zerbrochen');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `at ${width} px`).toEqual([]);
  }
  await refunds.getByRole('button', { name: `${formatEuro(jar.unitCents)} erstatten` }).click();

  await expect(refunds.getByText(/^Gutschrift GS-\d{4}-\d{5}$/)).toBeVisible();
  await expect(refunds.getByText('Erstattet', { exact: true })).toBeVisible();
  await expect(refunds.getByText(`erstattet ${formatEuro(jar.unitCents)}`)).toBeVisible();
  // the order's lines say which one went back
  const lines = page.getByRole('region', { name: 'Posten' });
  await expect(lines.getByRole('listitem').filter({ hasText: jar.title })).toContainText(
    `Davon 1 erstattet: ${formatEuro(jar.unitCents)}`,
  );
  await expect(lines.getByText(/erstattet/i)).toHaveCount(1);
  expect(await stockOf(request, HONEY)).toBe(stockBefore + 1);
  // the credit note and the invoice open as PDFs with the staff member's sign-in cookie
  for (const link of [
    refunds.getByRole('link', { name: /^Gutschrift GS-/ }),
    page.getByRole('link', { name: 'Rechnung öffnen' }),
  ]) {
    const pdf = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  }
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`erstattung-${width}.png`), fullPage: true });
  }

  await page.goto(`/admin/postausgang?q=${encodeURIComponent(email)}`);
  await staffPageShown(page);
  await expect(page.getByText(/^Gutschrift GS-\d{4}-\d{5}/).first()).toBeVisible();
});
