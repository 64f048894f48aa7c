// Course pages (docs/shop/courses.md): the date select of a single-date course and of the series
// course, the series layout, the booking validation message, the quantity cap and the cart cookie.
import type { APIRequestContext, Page } from '@playwright/test';
import type { CourseDate, ProductDetail, ProductSummary } from '../src/domain/catalog-schema';
import { ATTENDEE, openCheckout, payButton } from './support/checkout';
import { expect, test } from './support/test';

type Course = ProductDetail & { course: NonNullable<ProductDetail['course']> };

async function courses(request: APIRequestContext): Promise<Course[]> {
  const list = (await (await request.get('/api/products?type=course')).json()) as ProductSummary[];
  return Promise.all(
    list.map(
      async (entry) => (await (await request.get(`/api/products/${entry.id}`)).json()) as Course,
    ),
  );
}

async function singleDateCourse(request: APIRequestContext, wanted: (date: CourseDate) => boolean) {
  const course = (await courses(request)).find(
    (entry) => !entry.course.series && entry.course.dates.some(wanted),
  );
  if (!course) throw new Error('the demo catalogue lacks a single-date course with such a date');
  return { course, date: course.course.dates.find(wanted) as CourseDate };
}

async function seriesCourse(request: APIRequestContext): Promise<Course> {
  const course = (await courses(request)).find((entry) => entry.course.series);
  if (!course) throw new Error('the demo catalogue needs a series course');
  return course;
}

const formatDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');
const dateSelect = (page: Page) => page.getByLabel(/^Wähle ein (Datum|Gruppenkurs)$/);
const addButton = (page: Page) => page.getByRole('button', { name: 'In den Warenkorb' });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillAttendee(page: Page) {
  await field(page, 'Vorname').fill('Hanna');
  await field(page, 'Nachname').fill('Imker');
  await field(page, 'E-Mail').fill('hanna@example.org');
  await field(page, 'Telefonnummer').fill('+49 170 1234567');
}

test('a single-date course offers "Wähle ein Datum" and disables full dates', async ({
  app,
  page,
  request,
}) => {
  const { course, date: full } = await singleDateCourse(request, (date) => date.free === 0);
  await app.goto(`/produkt/${course.id}`);

  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(page.getByLabel('Wähle ein Datum', { exact: true })).toBeVisible();
  const options = dateSelect(page).locator('option:not([value=""])');
  await expect(options).toHaveCount(course.course.dates.length);

  const fullOption = dateSelect(page).locator(`option[value="${full.id}"]`);
  await expect(fullOption).toBeDisabled();
  await expect(fullOption).toContainText('Keine Plätze verfügbar');
  await expect(fullOption).toContainText(formatDay(full.date));

  const open = course.course.dates.find((date) => date.free > 0) as CourseDate;
  const openOption = dateSelect(page).locator(`option[value="${open.id}"]`);
  await expect(openOption).toBeEnabled();
  await expect(openOption).toContainText(formatDay(open.date));
  await expect(openOption).toContainText(open.time);
  // free places said one way: in the option, on the group cards, under the quantity
  await expect(openOption).toContainText(`${open.free} von ${open.totalSpace} Plätzen frei`);
  // docs/shop/product-page.md#properties: the property list is for non-courses only; time and place
  // are shown instead
  for (const property of course.properties) {
    const key = property.key.charAt(0).toUpperCase() + property.key.slice(1);
    await expect(page.locator('dt', { hasText: key })).toHaveCount(0);
  }
  await expect(page.getByText(course.course.location, { exact: true })).toBeVisible();
});

test('the series course shows its contents, date and time, and both groups side by side', async ({
  app,
  page,
  request,
}) => {
  const course = await seriesCourse(request);
  const groups = course.course.dates;
  expect(groups.length).toBeGreaterThanOrEqual(2);
  await page.setViewportSize({ width: 1280, height: 900 });
  await app.goto(`/produkt/${course.id}`);

  await expect(page.getByLabel('Wähle ein Gruppenkurs', { exact: true })).toBeVisible();
  for (const section of course.course.sections) {
    await expect(page.getByRole('heading', { name: section.heading })).toBeVisible();
    for (const item of section.items)
      await expect(page.getByText(item, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(course.course.time, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(course.course.location, { exact: true }).first()).toBeVisible();

  const boxes = [];
  for (const group of groups) {
    const box = page
      .locator('.course-group')
      .filter({ has: page.getByRole('heading', { name: group.label ?? '' }) });
    await expect(box).toBeVisible();
    for (const day of group.fixedDates) await expect(box).toContainText(formatDay(day));
    await expect(box).toContainText(
      group.free === 0
        ? 'Keine Plätze verfügbar'
        : `${group.free} von ${group.totalSpace} Plätzen frei`,
    );
    // the option of the group lists its label and fixed dates too
    const option = dateSelect(page).locator(`option[value="${group.id}"]`);
    await expect(option).toContainText(
      `${group.label}: ${group.fixedDates.map(formatDay).join(', ')}`,
    );
    boxes.push(await box.boundingBox());
  }
  // desktop: the first two groups sit next to each other
  expect(boxes[0]?.y).toBe(boxes[1]?.y);
  expect(boxes[1]?.x ?? 0).toBeGreaterThan((boxes[0]?.x ?? 0) + (boxes[0]?.width ?? 0) - 1);
});

test('booking validation lists the missing fields and marks them red', async ({
  app,
  page,
  request,
}) => {
  const { course, date } = await singleDateCourse(request, (entry) => entry.free > 0);
  await app.goto(`/produkt/${course.id}`);

  await addButton(page).click();
  const message = page.getByRole('alert');
  await expect(message).toHaveText(
    'Datum, Vorname, Nachname, E-Mail, Telefonnummer darf nicht leer sein.',
  );
  for (const control of [
    dateSelect(page),
    field(page, 'Vorname'),
    field(page, 'Nachname'),
    field(page, 'E-Mail'),
    field(page, 'Telefonnummer'),
  ]) {
    await expect(control).toHaveClass(/is-invalid/);
  }

  await dateSelect(page).selectOption(String(date.id));
  await field(page, 'Vorname').fill('Hanna');
  await addButton(page).click();
  await expect(message).toHaveText('Nachname, E-Mail, Telefonnummer darf nicht leer sein.');
  await expect(dateSelect(page)).not.toHaveClass(/is-invalid/);
  await expect(field(page, 'Vorname')).not.toHaveClass(/is-invalid/);
  await expect(field(page, 'Nachname')).toHaveClass(/is-invalid/);

  await field(page, 'Nachname').fill('Imker');
  await field(page, 'E-Mail').fill('hanna-at-example');
  await field(page, 'Telefonnummer').fill('0170 1234567');
  await addButton(page).click();
  await expect(message).toHaveText('Bitte gib eine gültige E-Mail-Adresse ein.');
  await expect(field(page, 'E-Mail')).toHaveClass(/is-invalid/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'hofladen_cart')).toBeUndefined();
});

test('the quantity is capped at 12 before a date and at the free places after', async ({
  app,
  page,
  request,
}) => {
  const { course, date } = await singleDateCourse(
    request,
    (entry) => entry.free >= 1 && entry.free <= 2,
  );
  await app.goto(`/produkt/${course.id}`);
  const quantity = page.getByRole('spinbutton', { name: 'Menge' });

  await quantity.fill('99');
  await expect(quantity).toHaveValue('12');

  await dateSelect(page).selectOption(String(date.id));
  await expect(quantity).toHaveValue(String(date.free));
  const left = `Nur noch ${date.free} ${date.free === 1 ? 'Platz' : 'Plätze'} frei`;
  await expect(page.getByText(left)).toHaveClass(/text-danger/);
  await expect(page.getByRole('button', { name: 'Menge erhöhen' })).toBeDisabled();
  await quantity.fill('5');
  await expect(quantity).toHaveValue(String(date.free));
});

test('a date with more free places than one booking may take stops at the limit and says so', async ({
  app,
  page,
  request,
}) => {
  const { course, date } = await singleDateCourse(request, (entry) => entry.free > 14);
  const limit = `Höchstens ${course.maxPerOrder} Plätze pro Buchung`;
  await app.goto(`/produkt/${course.id}`);
  await dateSelect(page).selectOption(String(date.id));
  const quantity = page.getByRole('spinbutton', { name: 'Menge' });
  await expect(page.getByText(limit)).toHaveCount(0);

  await quantity.fill('99');
  await expect(quantity).toHaveValue(String(course.maxPerOrder));
  await expect(page.getByRole('button', { name: 'Menge erhöhen' })).toBeDisabled();
  await expect(page.getByText(limit)).toBeVisible();
});

test('a valid booking puts the course with date and attendee into the cart cookie', async ({
  app,
  page,
  request,
  context,
}) => {
  const { course, date } = await singleDateCourse(request, (entry) => entry.free >= 2);
  await app.goto(`/produkt/${course.id}`);

  await dateSelect(page).selectOption(String(date.id));
  await fillAttendee(page);
  await page.getByRole('button', { name: 'Menge erhöhen' }).click();
  await addButton(page).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Zum Warenkorb hinzugefügt' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const cookie = (await context.cookies()).find((entry) => entry.name === 'hofladen_cart');
  const cart = JSON.parse(decodeURIComponent(cookie?.value ?? '[]')) as unknown[];
  expect(cart).toEqual([
    {
      itemId: course.id,
      quantity: 2,
      course: {
        courseDateId: date.id,
        firstName: 'Hanna',
        lastName: 'Imker',
        email: 'hanna@example.org',
        phone: '+49 170 1234567',
      },
      tempId: expect.stringMatching(/^[A-Za-z0-9]{11}$/),
    },
  ]);
});

test('a series group can be booked as a whole', async ({ app, page, request, context }) => {
  const course = await seriesCourse(request);
  const group = course.course.dates.find((entry) => entry.free > 0);
  if (!group) throw new Error('the series course needs a group with free places');
  await app.goto(`/produkt/${course.id}`);
  await dateSelect(page).selectOption(String(group.id));
  await fillAttendee(page);
  await addButton(page).click();
  await expect(page.getByText('Zum Warenkorb hinzugefügt')).toBeVisible();
  const cookie = (await context.cookies()).find((entry) => entry.name === 'hofladen_cart');
  const [line] = JSON.parse(decodeURIComponent(cookie?.value ?? '[]')) as {
    course: { courseDateId: number };
  }[];
  expect(line?.course.courseDateId).toBe(group.id);
});

test('the booking form answers as checkout does: a German address books and pays', async ({
  app,
  page,
  request,
}) => {
  const { course, date } = await singleDateCourse(request, (entry) => entry.free >= 3);
  await app.goto(`/produkt/${course.id}`);
  await dateSelect(page).selectOption(String(date.id));
  await fillAttendee(page);

  // refused by the shared schema before it reaches the cart, not by checkout afterwards
  await field(page, 'E-Mail').fill('a..b@x.de');
  await addButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Bitte gib eine gültige E-Mail-Adresse ein.');

  await field(page, 'E-Mail').fill('jürgen@müller.de');
  await addButton(page).click();
  await expect(page.getByText('Zum Warenkorb hinzugefügt')).toBeVisible();
  await app.goto('/einkaufswagen');
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(page).toHaveURL(/\/zahlung\//);
  // "Abbrechen" gives the held place back for the other tests
  await page.getByRole('link', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einkauf Abgebrochen!');
});

test('courses alone above 250 € ask an invoice address on the payment page, and pay with it', async ({
  app,
  page,
  request,
}) => {
  const course = (await courses(request)).find(
    (entry) => entry.priceCents * 2 > 25_000 && entry.course.dates.some((date) => date.free >= 2),
  );
  const date = course?.course.dates.find((entry) => entry.free >= 2);
  if (!course || !date) throw new Error('the demo catalogue needs a course above 125 € with room');
  const sessionId = await openCheckout(request, [
    { productId: course.id, quantity: 2, course: { courseDateId: date.id, ...ATTENDEE } },
  ]);
  await app.goto(`/zahlung/${sessionId}`);
  const billing = page.getByRole('group', { name: 'Rechnungsadresse' });
  await expect(billing).toContainText(
    'Über 250 € muss die Rechnung Name und Anschrift nennen (§ 14 UStG).',
  );
  await expect(page.getByLabel(/Rechnungsadresse angeben/)).toHaveCount(0);
  await page.getByLabel('E-Mail').fill('verein@example.org');
  await page.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
  await page.getByLabel('Ablaufdatum').fill('12/34');
  await page.getByLabel('Prüfziffer (CVC)').fill('123');
  await payButton(page).click();
  await expect(billing.getByLabel('Name oder Firma')).toBeFocused();
  await expect(billing.getByLabel('Name oder Firma')).toHaveAttribute('aria-invalid', 'true');

  await billing.getByLabel('Name oder Firma').fill('Imkerverein Görlitz e. V.');
  await billing.getByLabel('Straße und Hausnummer').fill('Am Markt 1');
  await billing.getByLabel('PLZ', { exact: true }).fill('02826');
  await billing.getByLabel('Ort', { exact: true }).fill('Görlitz');
  await payButton(page).click();
  await expect(page).toHaveURL(/\/einkauf_erfolgreich\?session_id=\w+$/);
});
