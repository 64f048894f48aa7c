// "Zum Kalender hinzufügen" (docs/shop/courses.md#calendar-file): the success page of a course
// booking and the booking's own page each download a calendar file that a maintained iCalendar
// parser reads back with the course's day, Berlin time, place and — from the booking's page —
// its own link.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { berlinInstant } from '../src/domain/berlin-time';
import { CSRF_HEADER, CSRF_VALUE } from '../src/domain/csrf';
import { TEST_CARD_OK } from '../src/domain/test-cards';
import { lookedAt } from './support/axe';
import { ATTENDEE, openCheckout, payOnPage } from './support/checkout';
import { linkIn, mailInOutbox } from './support/outbox';
import { signInAsStaff } from './support/staff';
import { appOn, expect, test } from './support/test';
import { DECIDED_VISITOR_STATE } from './support/visitor';

const WALK = { id: 'c-wildkraeuter-spaziergang', title: 'Wildkräuter-Spaziergang' };
// a run's own day in 2031, apart from the waitlist spec's 2030 and the backoffice spec's 2029
const DAY = new Date(Date.UTC(2031, 0, 1 + (Date.now() % 300))).toISOString().slice(0, 10);

async function eventsIn(download: Download) {
  expect(download.suggestedFilename()).toBe('kurs.ics');
  const text = await readFile(await download.path(), 'utf8');
  ICAL.TimezoneService.reset();
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      location: event.location,
      description: event.description,
      zone: event.startDate.zone?.tzid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
    };
  });
}

async function addToCalendar(page: Page) {
  const link = page.getByRole('link', { name: 'Zum Kalender hinzufügen' });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return eventsIn(download);
}

test('a course booking goes into the calendar from the success page and from its own page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const unique = Date.now() % 100000;
  await signInAsStaff(page, '/admin/postausgang');
  const created = await page.request.post(`/api/admin/courses/${WALK.id}/dates`, {
    headers: { [CSRF_HEADER]: CSRF_VALUE },
    data: { startsOn: DAY, time: '15:00 – 17:00', totalSpace: 4, label: null, fixedDates: [DAY] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const courseDateId = ((await created.json()) as { id: number }).id;
  const email = `kalender${unique}@example.org`;

  const visitor = await browser.newContext({ baseURL, storageState: DECIDED_VISITOR_STATE });
  const shop = await visitor.newPage();
  const session = await openCheckout(visitor.request, [
    {
      productId: WALK.id,
      quantity: 2,
      course: { ...ATTENDEE, lastName: `Kalender${unique}`, email, courseDateId },
    },
  ]);
  await appOn(shop).goto(`/zahlung/${session}`);
  await payOnPage(shop, TEST_CARD_OK);
  await expect(shop.getByRole('heading', { level: 1, name: 'Einkauf Erfolgreich!' })).toBeVisible();
  await lookedAt(shop, 'calendar-success');

  const expected = {
    summary: WALK.title,
    location: 'Treffpunkt: Parkplatz am Hofladen',
    zone: 'Europe/Berlin',
    start: berlinInstant(DAY, '15:00').toISOString(),
    end: berlinInstant(DAY, '17:00').toISOString(),
  };
  const fromSuccess = await addToCalendar(shop);
  expect(fromSuccess).toEqual([expect.objectContaining(expected)]);
  expect(fromSuccess[0]?.description).toContain(`Greta Kalender${unique} (2 Plätze)`);
  expect(fromSuccess[0]?.description).toContain('Bitte mitbringen: Festes Schuhwerk');

  // the booking's own page, by the link in the confirmation
  const order = (await (await visitor.request.get(`/api/checkout/sessions/${session}`)).json()) as {
    orderId: string;
  };
  const subject = new RegExp(`Deine Bestellung ${order.orderId.slice(0, 8).toUpperCase()}`);
  const confirmation = await mailInOutbox(page, email, subject);
  expect(confirmation).toContain('Kalenderdatei (kurs.ics)');
  const booking = linkIn(confirmation, '/kursbuchung');
  await appOn(shop).goto(booking);
  await expect(shop.getByRole('heading', { name: 'Deine Kursbuchung' })).toBeVisible();
  await lookedAt(shop, 'calendar-booking');
  const fromBooking = await addToCalendar(shop);
  expect(fromBooking).toEqual([expect.objectContaining(expected)]);
  expect(fromBooking[0]?.description).toContain(booking);
  await visitor.close();
});
