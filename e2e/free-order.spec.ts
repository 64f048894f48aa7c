// An order a 100 % code made free (issue 28's refunds, found in session 46): staff see that there
// is no money to give back, and can still cancel it, which frees its course places; a jar the code
// made free (the shipping paid) goes back for 0 €, and the customer gets a mail, not a credit note.

import type { Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_VALUE } from '../src/domain/csrf';
import { ATTENDEE, openCourseDate, payThroughApi } from './support/checkout';
import { signInAsStaff } from './support/staff';
import { expect, test } from './support/test';

// the accessibility spec books a place on it too and gives it back; no spec counts its places
const COURSE_ID = 'c-bienenwachskerzen-selber-ziehen';

// bought by this spec only: no other spec counts its stock
const GOODS_ID = 'p-bienenwachstuecher';

/** Signs staff in and makes a new code of 100 %. */
async function freeCode(page: Page): Promise<string> {
  await signInAsStaff(page, '/admin/rabattcodes');
  const code = `GRATIS${Date.now() % 100_000}`;
  const created = await page.request.post('/api/admin/discount-codes', {
    data: { code, percentage: 100 },
    headers: { [CSRF_HEADER]: CSRF_VALUE },
  });
  expect(created.status(), await created.text()).toBe(201);
  return code;
}

test('staff cancel an order a 100 % code made free: nothing to refund, the order cancelled', async ({
  page,
  request,
}) => {
  const code = await freeCode(page);

  const { date } = await openCourseDate(request, COURSE_ID);
  const checkout = await request.post('/api/checkout', {
    data: {
      lines: [
        {
          productId: COURSE_ID,
          quantity: 2,
          course: { courseDateId: date.id, ...ATTENDEE, email: 'gratis@example.org' },
        },
      ],
      discountCode: code,
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url, orderId } = (await checkout.json()) as { url: string; orderId: string };
  await payThroughApi(request, new URL(url).pathname.split('/').pop() ?? '');

  await page.goto(`/admin/bestellungen/${orderId}`);
  const refunds = page.getByRole('region', { name: 'Erstattungen' });
  await expect(refunds.getByText('Bezahlt 0,00 € · erstattet 0,00 €')).toBeVisible();
  await expect(
    refunds.getByText('Diese Bestellung hat nichts gekostet: Es gibt kein Geld zu erstatten.'),
  ).toBeVisible();
  // its places can still go back for 0 € (after a withdrawal, say), or with the whole order
  await expect(refunds.getByRole('button', { name: 'Erstatten …' })).toBeVisible();
  await page.getByRole('button', { name: 'Stornieren' }).click();
  await page.getByRole('button', { name: 'Ja, stornieren' }).click();
  await expect(page.getByText('Storniert').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // beside its number the order reads cancelled, not paid, and its confirmation is not sent again
  const heading = page.getByRole('heading', { level: 1 }).locator('..');
  await expect(heading.getByText('Storniert', { exact: true })).toBeVisible();
  await expect(heading.getByText('Bezahlt', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bestätigung erneut senden' })).toHaveCount(0);
  // everything is back: nothing left to give back
  await expect(refunds.getByRole('button', { name: 'Erstatten …' })).toHaveCount(0);
  await expect(
    refunds.getByText('Diese Bestellung hat nichts gekostet: Es gibt kein Geld zu erstatten.'),
  ).toBeVisible();
});

test('a jar the code made free goes back for 0 €: no credit note, the customer told by mail', async ({
  page,
  request,
}) => {
  const code = await freeCode(page);
  const checkout = await request.post('/api/checkout', {
    data: { lines: [{ productId: GOODS_ID, quantity: 2, course: null }], discountCode: code },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url, orderId } = (await checkout.json()) as { url: string; orderId: string };
  await payThroughApi(request, new URL(url).pathname.split('/').pop() ?? '', 'tuecher@example.org');

  await page.goto(`/admin/bestellungen/${orderId}`);
  const refunds = page.getByRole('region', { name: 'Erstattungen' });
  // the shipping was paid, the goods cost nothing
  await expect(refunds.getByText('Bezahlt 6,75 € · erstattet 0,00 €')).toBeVisible();
  await refunds.getByRole('button', { name: 'Erstatten …' }).click();
  await refunds.getByLabel(/^Bienenwachstücher/).fill('1');
  await refunds.getByLabel('Grund (steht in der E-Mail zur Stornierung)').fill('Falsche Farbe');
  await refunds.getByRole('button', { name: '0,00 € erstatten' }).click();
  await expect(refunds.getByText('Falsche Farbe', { exact: false })).toBeVisible();
  await expect(refunds.getByRole('link', { name: /^Gutschrift/ })).toHaveCount(0);
  // the line says the jar went back, not that 0,00 € were refunded for it
  await expect(
    page.getByText('Davon 1 zurückgenommen, ohne Erstattung (kostenlos)', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Davon 1 erstattet', { exact: false })).toHaveCount(0);
  const mails = page.getByRole('region', { name: 'E-Mails' });
  await expect(mails.getByText(/^Stornierung zu deiner Bestellung [0-9A-F]{8}$/)).toBeVisible();
});
