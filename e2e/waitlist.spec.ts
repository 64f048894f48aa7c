// A full course date's waitlist and a booking's own page (docs/shop/courses.md#waitlist,
// #your-booking): a visitor waits, a participant cancels by the confirmation's link, the offer
// mail stands in the Postausgang, its link books the held place; another participant moves.
import type { APIRequestContext } from '@playwright/test';
import { CSRF_HEADER, CSRF_VALUE } from '../src/domain/csrf';
import { TEST_CARD_OK } from '../src/domain/test-cards';
import { lookedAt } from './support/axe';
import { ATTENDEE, openCheckout, payOnPage, payThroughApi } from './support/checkout';
import { linkIn, mailInOutbox } from './support/outbox';
import { requestsSeen } from './support/requests-seen';
import { signInAsStaff } from './support/staff';
import { appOn, expect, test } from './support/test';
import { DECIDED_VISITOR_STATE } from './support/visitor';

const WALK = { id: 'c-wildkraeuter-spaziergang', title: 'Wildkräuter-Spaziergang' };
// a run's own days in 2030, apart from the backoffice spec's 2029
const RUN_DAY = Date.now() % 300;
const dayOfRun = (offset: number) =>
  new Date(Date.UTC(2030, 0, 1 + RUN_DAY + offset)).toISOString().slice(0, 10);
const german = (iso: string) => iso.split('-').reverse().join('.');

async function newDate(staff: APIRequestContext, startsOn: string, totalSpace: number) {
  const response = await staff.post(`/api/admin/courses/${WALK.id}/dates`, {
    headers: { [CSRF_HEADER]: CSRF_VALUE },
    data: { startsOn, time: '15:00 – 17:00', totalSpace, label: null, fixedDates: [startsOn] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Books places on a date through the API as `attendee`, paid. */
async function bookAndPay(
  request: APIRequestContext,
  courseDateId: number,
  lastName: string,
  email: string,
  quantity = 1,
) {
  const session = await openCheckout(request, [
    { productId: WALK.id, quantity, course: { ...ATTENDEE, lastName, email, courseDateId } },
  ]);
  await payThroughApi(request, session, email);
}

test('full date → waitlist → a participant cancels → the offer mail → its link books and pays', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const unique = Date.now() % 100000;
  await signInAsStaff(page, '/admin/postausgang');
  const dateId = await newDate(page.request, dayOfRun(0), 1);
  const holder = `Storno${unique}`;
  const holderEmail = `teil${unique}@example.org`;
  await bookAndPay(page.request, dateId, holder, holderEmail);

  // a visitor finds the date full and joins its waitlist
  const visitor = await browser.newContext({ baseURL, storageState: DECIDED_VISITOR_STATE });
  const shop = await visitor.newPage();
  const waiterEmail = `warte${unique}@example.org`;
  // on a phone, where the form is taller than the screen
  await shop.setViewportSize({ width: 375, height: 740 });
  await appOn(shop).goto(`/produkt/${WALK.id}`);
  await shop.getByRole('button', { name: 'Auf die Warteliste' }).click();
  const full = shop.getByLabel('Ausgebuchter Termin');
  const option = full.locator('option', { hasText: german(dayOfRun(0)) });
  await full.selectOption((await option.getAttribute('value')) ?? '');
  // checked like the booking form: every empty field named and marked, the first one focused
  const joins = requestsSeen(shop, (request) => request.url().endsWith('/api/waitlist'));
  await shop.getByRole('button', { name: 'Auf die Warteliste' }).click();
  const waitlistForm = shop.locator('form').filter({ has: full });
  await expect(waitlistForm.getByRole('alert')).toHaveText(
    'Vorname, Nachname, E-Mail, Telefonnummer darf nicht leer sein.',
  );
  for (const label of ['Vorname', 'Nachname', 'E-Mail', 'Telefonnummer'])
    await expect(waitlistForm.getByLabel(label, { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  await expect(waitlistForm.getByLabel('Vorname', { exact: true })).toBeFocused();
  await shop.screenshot({ path: 'test-results/waitlist-form-empty-375.png' });
  expect(joins).toEqual([]);
  await shop.getByLabel('Vorname', { exact: true }).last().fill('Wanda');
  await shop.getByLabel('Nachname', { exact: true }).last().fill('Wartend');
  await shop.getByLabel('E-Mail', { exact: true }).last().fill(waiterEmail);
  await shop.getByLabel('Telefonnummer', { exact: true }).last().fill('0171 1234567');
  await expect(shop.getByText(/Datenschutz: Wir speichern/)).toBeVisible();
  await lookedAt(shop, 'waitlist-form');
  await shop.setViewportSize({ width: 375, height: 740 });
  await shop.getByRole('button', { name: 'Auf die Warteliste' }).click();
  const sent = shop.getByText(/Fast geschafft: .* Bitte bestätige darin/);
  await expect(sent).toBeVisible();
  // the short answer replaces the long form: it is brought into view, not left above the screen
  await expect(sent).toBeFocused();
  await expect(sent).toBeInViewport();
  await lookedAt(shop, 'waitlist-sent');

  // double opt-in: the link in the mail
  const confirmation = await mailInOutbox(page, waiterEmail, /Warteliste/);
  const entry = linkIn(confirmation, '/warteliste');
  await appOn(shop).goto(entry);
  await shop.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
  await expect(shop.getByText('Stelle 1')).toBeVisible();
  await lookedAt(shop, 'waitlist-entry');

  // the participant cancels by the link in their confirmation
  const confirmationMail = await mailInOutbox(page, holderEmail, /Deine Bestellung/);
  const booking = linkIn(confirmationMail, '/kursbuchung');
  const participant = await browser.newContext({ baseURL, storageState: DECIDED_VISITOR_STATE });
  const own = await participant.newPage();
  await appOn(own).goto(booking);
  await expect(own.getByRole('heading', { name: 'Deine Kursbuchung' })).toBeVisible();
  await lookedAt(own, 'waitlist-booking');
  await own.getByRole('button', { name: 'Buchung stornieren' }).click();
  await own.getByRole('button', { name: 'Ja, Buchung stornieren' }).click();
  await expect(own.getByText('Diese Buchung ist storniert.')).toBeVisible();
  await participant.close();

  // the offer stands in the Postausgang; its link holds the place and puts it in the cart
  const offer = await mailInOutbox(page, waiterEmail, /Platz frei für dich/);
  expect(linkIn(offer, '/warteliste')).toBe(entry);
  await appOn(shop).goto(entry);
  await expect(shop.getByText('1 Platz ist für dich reserviert')).toBeVisible();
  await shop.getByRole('button', { name: 'In den Warenkorb und bezahlen' }).click();
  await expect(shop).toHaveURL(/\/einkaufswagen$/);
  await shop.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await payOnPage(shop, TEST_CARD_OK);
  await expect(shop.getByRole('heading', { level: 1, name: 'Einkauf Erfolgreich!' })).toBeVisible();
  await appOn(shop).goto(entry);
  await expect(shop.getByText('Du hast den angebotenen Platz gebucht.')).toBeVisible();
  await visitor.close();
});

test('a participant moves their booking to another date of the course', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const unique = Date.now() % 100000;
  await signInAsStaff(page, '/admin/postausgang');
  const from = await newDate(page.request, dayOfRun(100), 4);
  await newDate(page.request, dayOfRun(101), 4);
  const name = `Umzug${unique}`;
  const email = `umzug${unique}@example.org`;
  await bookAndPay(page.request, from, name, email, 2);
  const mail = await mailInOutbox(page, email, /Deine Bestellung/);
  const booking = linkIn(mail, '/kursbuchung');
  const participant = await browser.newContext({ baseURL, storageState: DECIDED_VISITOR_STATE });
  const own = await participant.newPage();
  await appOn(own).goto(booking);
  await expect(own.getByText(german(dayOfRun(100)))).toBeVisible();
  // the default rule: until the end of the day 7 days before, said as that day
  await expect(
    own.getByText(`Stornieren oder verlegen kannst du bis einschließlich ${german(dayOfRun(93))}.`),
  ).toBeVisible();
  const select = own.getByLabel('Neuer Termin');
  const target = select.locator('option', { hasText: german(dayOfRun(101)) });
  // free places said as everywhere else in the shop (docs/shop/courses.md)
  await expect(target).toHaveText(/ · 4 von 4 Plätzen frei$/);
  await select.selectOption((await target.getAttribute('value')) ?? '');
  await own.setViewportSize({ width: 375, height: 740 });
  await select.scrollIntoViewIfNeeded();
  await own.screenshot({ path: 'test-results/waitlist-move-choice-375.png' });
  await own.getByRole('button', { name: 'Auf diesen Termin verlegen' }).click();
  await expect(
    own.getByRole('definition').filter({ hasText: german(dayOfRun(101)) }),
  ).toBeVisible();
  await lookedAt(own, 'waitlist-moved');
  await participant.close();
});
