// Check-in at the course (docs/shop/courses.md#check-in): staff open today's participants on a
// tablet in portrait, tap "anwesend", see the count change and keep it over a reload; the page at
// 375 px, axe, and the day's Teilnehmerliste as PDF.
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, berlinDay } from '../src/domain/berlin-time';
import { CSRF_HEADER, CSRF_VALUE } from '../src/domain/csrf';
import { formatDateWithWeekday } from '../src/domain/dates';
import { pdfWords } from '../src/server/testing/pdf-text';
import { seriousViolations } from './support/axe';
import { ATTENDEE, openCheckout, payThroughApi } from './support/checkout';
import { signInAsStaff, staffPageShown } from './support/staff';
import { expect, test } from './support/test';

// the backoffice and waitlist specs give this course dates in 2029 and 2030; this one today's
const WALK = { id: 'c-wildkraeuter-spaziergang', title: 'Wildkräuter-Spaziergang' };

async function dateToday(staff: APIRequestContext, today: string) {
  const response = await staff.post(`/api/admin/courses/${WALK.id}/dates`, {
    headers: { [CSRF_HEADER]: CSRF_VALUE },
    data: { startsOn: today, time: '15:00 – 17:00', totalSpace: 10, label: null, fixedDates: [] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function bookAndPay(
  staff: APIRequestContext,
  courseDateId: number,
  lastName: string,
  places: number,
) {
  const email = `${lastName.toLowerCase()}@example.org`;
  const session = await openCheckout(staff, [
    {
      productId: WALK.id,
      quantity: places,
      course: { ...ATTENDEE, lastName, email, courseDateId },
    },
  ]);
  await payThroughApi(staff, session, email);
}

async function looked(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 768 ? 1024 : 800 });
  // a tap's colour change is a transition: the picture shows where it ends
  await page.screenshot({
    path: test.info().outputPath(`check-in-${width}.png`),
    fullPage: true,
    animations: 'disabled',
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  expect(await seriousViolations(page)).toEqual([]);
}

test('staff check a participant in on a 768 px tablet: one tap, the count, kept over a reload', async ({
  app,
  page,
}) => {
  test.setTimeout(120_000);
  const unique = Date.now() % 100000;
  const family = `Anwesend${unique}`;
  const later = `Später${unique}`;
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInAsStaff(page, '/admin');
  const today = berlinDay(new Date());
  const dateId = await dateToday(page.request, today);
  await bookAndPay(page.request, dateId, family, 2);
  await bookAndPay(page.request, dateId, later, 1);

  await page
    .getByRole('navigation', { name: 'Verwaltung' })
    .getByRole('link', { name: 'Check-in' })
    .click();
  await staffPageShown(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(formatDateWithWeekday(today));
  const course = page.getByRole('region', { name: WALK.title });
  await expect(course).toContainText('15:00 – 17:00 Uhr · Treffpunkt: Parkplatz am Hofladen');
  await expect(course).toContainText('0 von 3 anwesend');
  const person = course.getByRole('listitem').filter({ hasText: family });
  await expect(person).toContainText('2 Plätze');
  const tap = person.getByRole('button', { name: `${ATTENDEE.firstName} ${family} anwesend` });
  await expect(tap).toHaveAttribute('aria-pressed', 'false');
  const box = await tap.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);

  await tap.click();
  await expect(tap).toHaveAttribute('aria-pressed', 'true');
  await expect(course).toContainText('2 von 3 anwesend');
  await expect(person.getByText('Nochmal tippen nimmt es zurück')).toBeVisible();
  await app.reload();
  await expect(tap).toHaveAttribute('aria-pressed', 'true');
  await expect(course).toContainText('2 von 3 anwesend');
  await looked(page, 768);

  // tapped by mistake: once more takes it back, and that too is kept
  await tap.click();
  await expect(tap).toHaveAttribute('aria-pressed', 'false');
  await expect(course).toContainText('0 von 3 anwesend');
  await app.reload();
  await expect(course).toContainText('0 von 3 anwesend');
  await tap.click();
  await expect(course).toContainText('2 von 3 anwesend');

  // a tap the server refuses shows for a moment, then goes back and says why
  const other = course.getByRole('listitem').filter({ hasText: later });
  await page.route(`**/api/admin/check-in/${today}/${dateId}/*`, (route) =>
    route.fulfill({
      status: 409,
      json: {
        error: {
          code: 'CHECK_IN_CLOSED',
          message: 'Die Anwesenheit wird erst am Kurstag erfasst.',
        },
      },
    }),
  );
  await other.getByRole('button', { name: /anwesend$/ }).click();
  await expect(other.getByRole('alert')).toHaveText(
    'Nicht gespeichert: Die Anwesenheit wird erst am Kurstag erfasst.',
  );
  await expect(other.getByRole('button', { name: /anwesend$/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(course).toContainText('2 von 3 anwesend');
  await page.unrouteAll();
  await looked(page, 375);

  // the printed list names everybody booked, ticked or not
  const pdfLink = page.getByRole('link', { name: 'Teilnehmerliste (PDF)' });
  const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = pdfWords(await pdf.body());
  expect(text).toContain(`Teilnehmerliste ${formatDateWithWeekday(today)}`);
  expect(text).toContain(`${family}, ${ATTENDEE.firstName} 2`);
  expect(text).toContain(`${later}, ${ATTENDEE.firstName} 1`);

  // tomorrow's list, to print ahead: nothing to tick yet
  await page.setViewportSize({ width: 768, height: 1024 });
  const tomorrow = addDays(today, 1);
  await page.getByLabel('Tag').fill(tomorrow);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    formatDateWithWeekday(tomorrow),
  );
  await expect(page).toHaveURL(`/admin/check-in?tag=${tomorrow}`);
  await page.getByRole('link', { name: 'Zurück zu heute' }).click();
  await expect(course).toContainText('2 von 3 anwesend');
});
