// Course dates as staff keep them: a new date the shop sells at once, its participants and their
// CSV, places that never drop below those taken, a series group's days, and the page at 768 px.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { participantsFileName } from '../src/domain/admin-courses';
import { TEST_CARD_OK } from '../src/domain/test-cards';
import { seriousViolations } from './support/axe';
import { ATTENDEE, openCheckout, payOnPage, payThroughApi } from './support/checkout';
import { mailInOutbox } from './support/outbox';
import { productDetail } from './support/shop';
import { signInAsStaff } from './support/staff';
import { appOn, expect, test } from './support/test';
import { DECIDED_VISITOR_STATE } from './support/visitor';

// courses no other spec books on purpose
const WALK = { id: 'c-wildkraeuter-spaziergang', title: 'Wildkräuter-Spaziergang' };
const SERIES = { id: 'c-kraeuterkurs-im-jahreskreis', title: 'Kräuterkurs im Jahreskreis' };

// a run's own days in 2029, far behind the demo's: ISO for the form, German as the pages show it
const RUN_DAY = Date.now() % 300;
function dayOfRun(offset: number) {
  const iso = new Date(Date.UTC(2029, 0, 1 + RUN_DAY + offset)).toISOString().slice(0, 10);
  return { iso, german: iso.split('-').reverse().join('.') };
}

const courseRegion = (page: Page, title: string) => page.getByRole('region', { name: title });

test('a date staff create is booked in the shop, listed with its participant, and keeps its places', async ({
  app,
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const day = dayOfRun(0);
  const lastName = `Kräuterfee${Date.now() % 100000}`;
  await signInAsStaff(page, '/admin/kurse');
  const walk = courseRegion(page, WALK.title);
  await walk.getByRole('button', { name: 'Neuer Termin' }).click();
  const form = walk.getByRole('form', { name: `Neuer Termin für ${WALK.title}` });
  await form.getByRole('button', { name: 'Termin anlegen' }).click();
  await expect(form.getByText('Bitte ein Datum wählen.')).toBeVisible();
  await form.getByLabel('Datum').fill(day.iso);
  await form.getByLabel('Uhrzeit').fill('15:00 – 17:30 Uhr');
  await form.getByLabel('Plätze').fill('3');
  await form.getByRole('button', { name: 'Termin anlegen' }).click();
  const line = walk.getByRole('listitem').filter({ hasText: day.german });
  await expect(line).toContainText('0 von 3 Plätzen belegt');

  // a customer in a browser of their own books two places and pays
  const customer = await browser.newContext({ baseURL, storageState: DECIDED_VISITOR_STATE });
  const shop = await customer.newPage();
  await appOn(shop).goto(`/produkt/${WALK.id}`);
  const option = shop.locator('option', { hasText: day.german });
  await expect(option).toContainText('3 von 3 Plätzen frei');
  await shop
    .getByLabel('Wähle ein Datum', { exact: true })
    .selectOption((await option.getAttribute('value')) ?? '');
  await shop.getByLabel('Vorname', { exact: true }).fill(ATTENDEE.firstName);
  await shop.getByLabel('Nachname', { exact: true }).fill(lastName);
  await shop.getByLabel('E-Mail', { exact: true }).fill(ATTENDEE.email);
  await shop.getByLabel('Telefonnummer', { exact: true }).fill(ATTENDEE.phone);
  await shop.getByRole('button', { name: 'Menge erhöhen' }).click();
  await shop.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(shop.getByText('Zum Warenkorb hinzugefügt')).toBeVisible();
  await appOn(shop).goto('/einkaufswagen');
  await shop.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await payOnPage(shop, TEST_CARD_OK);
  await expect(shop.getByRole('heading', { level: 1, name: 'Einkauf Erfolgreich!' })).toBeVisible();
  await customer.close();

  await app.reload();
  await expect(line).toContainText('2 von 3 Plätzen belegt');
  await line.getByRole('button', { name: new RegExp(`^${day.german}, `) }).click();
  const row = line.getByRole('row').filter({ hasText: lastName });
  await expect(row).toContainText('bestätigt');
  const order = (await row.getByRole('cell').nth(2).textContent()) ?? '';
  expect(order).toMatch(/^[0-9A-F]{8}$/);
  // the order number leads to the order
  await expect(row.getByRole('link', { name: order })).toHaveAttribute(
    'href',
    new RegExp(`^/admin/bestellungen/${order.toLowerCase()}[0-9a-f-]{28}$`),
  );
  const download = page.waitForEvent('download');
  await line.getByRole('button', { name: 'Als CSV herunterladen' }).click();
  expect((await download).suggestedFilename()).toBe(participantsFileName(WALK.title, day.iso));
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.split('\r\n').slice(1)).toEqual([
    `${ATTENDEE.firstName};${lastName};${ATTENDEE.email};${ATTENDEE.phone};2;${order};bestätigt`,
    '',
  ]);

  // booked, the date cannot be deleted, and its places cannot drop below the two taken
  await expect(line.getByRole('button', { name: 'Löschen …' })).toHaveCount(0);
  await line.getByRole('button', { name: 'Bearbeiten' }).click();
  await line.getByLabel('Plätze').fill('1');
  await line.getByRole('button', { name: 'Speichern' }).click();
  await expect(line.getByRole('alert')).toHaveText(
    'Es sind schon 2 Plätze vergeben: Die Zahl der Plätze kann nicht unter 2 sinken.',
  );
  await line.getByLabel('Plätze').fill('2');
  await line.getByRole('button', { name: 'Speichern' }).click();
  await expect(line).toContainText('2 von 2 Plätzen belegt');
  await expect(line.getByText('Plätze: 3 → 2')).toBeVisible();
});

test('a series group gets its days, can be deleted unbooked, and the page passes axe at 768 px', async ({
  page,
}) => {
  const first = dayOfRun(30);
  const later = dayOfRun(44);
  await page.setViewportSize({ width: 768, height: 1000 });
  await signInAsStaff(page, '/admin/kurse');
  const series = courseRegion(page, SERIES.title);
  await series.getByRole('button', { name: 'Neuer Termin' }).click();
  const form = series.getByRole('form', { name: `Neuer Termin für ${SERIES.title}` });
  await form.getByLabel('Datum').fill(first.iso);
  await form.getByLabel('Uhrzeit').fill('10:00 – 13:00 Uhr');
  // one place only: no other spec picks a date this small to book on
  await form.getByLabel('Plätze').fill('1');
  await form.getByLabel('Gruppe').fill(`Gruppe ${first.german}`);
  await form.getByLabel('Kurstag hinzufügen').fill(later.iso);
  await form.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(form.getByRole('button', { name: `${later.german} entfernen` })).toBeVisible();
  await form.getByRole('button', { name: 'Termin anlegen' }).click();

  const group = series.getByRole('listitem').filter({ hasText: `Gruppe ${first.german}` });
  await expect(group).toContainText(`${first.german}, ${later.german}`);
  await group.getByRole('button', { name: new RegExp(`^Gruppe ${first.german}`) }).click();
  await group.getByRole('button', { name: 'Bearbeiten' }).click();
  await expect(group.getByLabel('Gruppe')).toHaveValue(`Gruppe ${first.german}`);
  await series.getByRole('button', { name: 'Neuer Termin' }).click();
  await series.getByRole('button', { name: 'Termin anlegen' }).click();
  await expect(series.getByText('Bitte eine Uhrzeit eingeben.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(768);

  await group.getByRole('button', { name: 'Abbrechen' }).click();
  await group.getByRole('button', { name: 'Löschen …' }).click();
  await group.getByRole('button', { name: 'Termin endgültig löschen' }).click();
  await expect(group).toHaveCount(0);
});

test('staff call a booked date off with a reason, and its participant reads the reason in the mail', async ({
  app,
  page,
}) => {
  test.setTimeout(90_000);
  const day = dayOfRun(7);
  const email = `absage-${Date.now() % 100000}@example.org`;
  await signInAsStaff(page, '/admin/kurse');
  const walk = courseRegion(page, WALK.title);
  await walk.getByRole('button', { name: 'Neuer Termin' }).click();
  const form = walk.getByRole('form', { name: `Neuer Termin für ${WALK.title}` });
  await form.getByLabel('Datum').fill(day.iso);
  await form.getByLabel('Uhrzeit').fill('09:00 – 11:00 Uhr');
  await form.getByLabel('Plätze').fill('4');
  await form.getByLabel('Mindestteilnehmer (optional)').fill('3');
  await form.getByLabel('oder Tage vorher').fill('7');
  await form.getByRole('button', { name: 'Termin anlegen' }).click();
  const line = walk.getByRole('listitem').filter({ hasText: day.german });
  await expect(line).toContainText('0 von 4 Plätzen belegt');

  const dates = (await productDetail(page.request, WALK.id)).course?.dates ?? [];
  const courseDateId = dates.find((date) => date.date === day.iso)?.id ?? 0;
  const sessionId = await openCheckout(page.request, [
    { productId: WALK.id, quantity: 1, course: { courseDateId, ...ATTENDEE, email } },
  ]);
  await payThroughApi(page.request, sessionId, email);

  await app.reload();
  await expect(line).toContainText('1 von 4 Plätzen belegt');
  await line.getByRole('button', { name: new RegExp(`^${day.german}, `) }).click();
  await expect(line).toContainText('noch offen (1 von min. 3)');
  await line.getByRole('button', { name: 'Termin absagen …' }).click();
  // below its minimum: the reason most dates are called off for is filled in, staff may change it
  const reason = line.getByLabel(
    'Grund (optional, steht in der E-Mail an Teilnehmende und Warteliste)',
  );
  await expect(reason).toHaveValue('Es haben sich nicht genug Teilnehmende angemeldet.');
  await reason.fill('Die Kursleiterin ist krank.');
  await line.getByRole('button', { name: 'Absagen und alle Buchungen erstatten' }).click();
  await expect(line.getByText('abgesagt', { exact: true })).toBeVisible();
  await expect(line.getByText('Abgesagt. Grund: Die Kursleiterin ist krank.')).toBeVisible();
  // the booking is refunded and its place released: the list under the date says so at once
  await expect(line.getByText('Noch niemand gebucht.')).toBeVisible();
  // its order and credit note name the date: it is not offered for deleting
  await expect(line.getByRole('button', { name: 'Löschen …' })).toHaveCount(0);
  // the date's history says who called it off, and why
  const history = line.getByRole('region', { name: 'Änderungen' });
  await expect(history.getByRole('listitem').first()).toContainText(
    /· abgesagt\s*Grund: Die Kursleiterin ist krank\./,
  );

  const text = await mailInOutbox(page, email, /^Abgesagt: Wildkräuter-Spaziergang/);
  expect(text).toContain('nicht statt.\nGrund: Die Kursleiterin ist krank.');
  expect(text).not.toContain('nicht genug Teilnehmende');
});
