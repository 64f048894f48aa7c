// A tap on the server's page before the app runs (app-starter.ts starts it after the first paint,
// up to 3 s later on a slow line): a link works as a plain link, and a button's or a form's tap
// is not lost — the app starts at once and the tap takes effect once it has the page, with what
// was typed or chosen meanwhile.
import type { Page } from '@playwright/test';
import type { DeliveryOptions } from '../src/domain/delivery-schema';
import { HYDRATED_ATTRIBUTE } from '../src/web/document';
import {
  ATTENDEE,
  BUYER,
  HONEY as CHECKOUT_HONEY,
  COURSE,
  openCheckout,
  openCourseDate,
} from './support/checkout';
import { cookieLine, getJson, readCartCookie, setCartCookie } from './support/shop';
import { STAFF_EMAIL, STAFF_PASSWORD } from './support/staff';
import { expect, test } from './support/test';

// the app's entry, the chunks it preloads and any lazy one: the starter comes inline, so it has
// run by `domcontentloaded`
const APP_SCRIPT = /\/assets\/[\w.-]+\.js$/;

/** Opens `path` with the app's scripts held back until the returned function lets them go. */
async function openBeforeTheApp(page: Page, path: string) {
  let letGo = () => {};
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  await page.route(APP_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  // not app.goto, and not until `load`: a script the starter adds holds the load event
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return letGo;
}

// any honey: only the cart cookie changes
const HONEY = 'p-akazienhonig';

const hydrated = (page: Page) => page.locator(`html[${HYDRATED_ATTRIBUTE}]`);

test('"Menge erhöhen" and "In den Warenkorb" tapped before the app runs put two jars in the cart', async ({
  page,
  context,
}) => {
  const letGo = await openBeforeTheApp(page, `/produkt/${HONEY}`);
  await page.getByRole('button', { name: 'Menge erhöhen' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(hydrated(page)).toHaveCount(0);

  letGo();
  await expect(page.getByText('Zum Warenkorb hinzugefügt')).toBeVisible();
  await expect(hydrated(page)).toHaveCount(1);
  expect(
    (await readCartCookie(context)).map(({ itemId, quantity }) => ({ itemId, quantity })),
  ).toEqual([{ itemId: HONEY, quantity: 2 }]);
});

test('a booking sent before the app runs is checked by the app, not sent by the browser', async ({
  page,
  request,
}) => {
  const { course } = await openCourseDate(request, COURSE.journey);
  const letGo = await openBeforeTheApp(page, `/produkt/${course.id}`);
  await page.getByLabel('Vorname', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(hydrated(page)).toHaveCount(0);

  letGo();
  // the browser on its own would have sent the empty fields in the address and reloaded
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(`/produkt/${course.id}`);
  await expect(hydrated(page)).toHaveCount(1);
});

test('a link tapped before the app runs works as a plain link', async ({ page }) => {
  const letGo = await openBeforeTheApp(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL('/impressum');
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  letGo();
});

test('what a password manager or a quick hand fills in before the app runs is what the app sends', async ({
  page,
}) => {
  const letGo = await openBeforeTheApp(page, '/auth/login?next=/admin');
  await page.getByLabel('E-Mail').fill(STAFF_EMAIL);
  await page.getByLabel('Passwort').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(hydrated(page)).toHaveCount(0);

  letGo();
  // the sign-in hashes the password slowly on purpose: CI's two busy cores need more than 10 s
  await expect(page).toHaveURL('/admin', { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Greta!' })).toBeVisible({
    timeout: 30_000,
  });
});

test('what is typed while the app takes over stays, after what was typed before it', async ({
  page,
}) => {
  // the rest of the address comes the moment after the app has its listeners, before its first
  // effects have run: as keys pressed during the app's take-over reach it
  await page.addInitScript((email) => {
    addEventListener('taking-over', () =>
      setTimeout(() => {
        const field = document.querySelector<HTMLInputElement>('input[type=email]');
        if (!field) return;
        field.value = email;
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    );
  }, STAFF_EMAIL);
  const letGo = await openBeforeTheApp(page, '/auth/login?next=/admin');
  await page.getByLabel('E-Mail').fill(STAFF_EMAIL.slice(0, 5));
  await page.getByLabel('Passwort').fill(STAFF_PASSWORD);

  letGo();
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page.getByLabel('E-Mail')).toHaveValue(STAFF_EMAIL);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/admin', { timeout: 30_000 });
});

test('a choice changed and changed back before the app runs is the one the app goes on with', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // "Abholung" kept from earlier in this tab; the server renders "Versand", the spec's default
  const options = await getJson<DeliveryOptions>(request, '/api/delivery-options');
  const place = options.pickupPlaces[0];
  if (!place) throw new Error('the demo shop needs a pickup place');
  await context.addInitScript(
    (kept) => sessionStorage.setItem('hofladen_delivery', kept),
    JSON.stringify({ method: 'pickup', placeId: place.id, date: place.dates[0] }),
  );
  await setCartCookie(context, baseURL, [cookieLine(HONEY, 1, 'pickupef789')]);
  const letGo = await openBeforeTheApp(page, '/einkaufswagen');
  await page.getByLabel('Abholung').check();
  await page.getByRole('radio', { name: /^Versand/ }).check();

  letGo();
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page.getByRole('radio', { name: /^Versand/ })).toBeChecked();
  await expect(page.getByLabel('Abholort')).toHaveCount(0);
});

test('a course date chosen and an attendee typed before the app runs are booked as chosen', async ({
  page,
  request,
  context,
}) => {
  const { course, date } = await openCourseDate(request, COURSE.journey);
  const letGo = await openBeforeTheApp(page, `/produkt/${course.id}`);
  await page.getByLabel(/^Wähle ein (Datum|Gruppenkurs)$/).selectOption(String(date.id));
  await page.getByLabel('Vorname', { exact: true }).fill('Jürgen');
  await page.getByLabel('Nachname', { exact: true }).fill('Weiß');
  await page.getByLabel('E-Mail', { exact: true }).fill('juergen@example.org');
  await page.getByLabel('Telefonnummer', { exact: true }).fill('+49 170 7654321');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(hydrated(page)).toHaveCount(0);

  letGo();
  await expect(
    page.getByRole('status').filter({ hasText: 'Zum Warenkorb hinzugefügt' }),
  ).toBeVisible();
  expect((await readCartCookie(context)).map((line) => line.course)).toEqual([
    expect.objectContaining({
      courseDateId: date.id,
      firstName: 'Jürgen',
      lastName: 'Weiß',
      email: 'juergen@example.org',
      phone: '+49 170 7654321',
    }),
  ]);
});

test('pickup ticked in the cart before the app runs is the delivery the app goes on with', async ({
  page,
  context,
  baseURL,
}) => {
  await setCartCookie(context, baseURL, [cookieLine(HONEY, 1, 'pickupab123')]);
  const letGo = await openBeforeTheApp(page, '/einkaufswagen');
  await page.getByLabel('Abholung').check();
  await expect(hydrated(page)).toHaveCount(0);

  letGo();
  await expect(hydrated(page)).toHaveCount(1);
  // the pickup's own fields come with the app's state, not with the box alone
  await expect(page.getByLabel('Abholort')).toBeVisible();
  await expect(page.getByLabel('Abholung')).toBeChecked();
});

test('pickup ticked before the app runs holds when the app renders the cart again as it starts', async ({
  page,
  context,
  baseURL,
}) => {
  // "Versand" chosen earlier in this tab: the app's first effect puts it back into its state and
  // renders the choice again before it is told what was ticked meanwhile
  await context.addInitScript(() =>
    sessionStorage.setItem('hofladen_delivery', '{"method":"shipping","country":"DE"}'),
  );
  await setCartCookie(context, baseURL, [cookieLine(HONEY, 1, 'pickupcd456')]);
  const letGo = await openBeforeTheApp(page, '/einkaufswagen');
  await page.getByLabel('Abholung').check();

  letGo();
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page.getByLabel('Abholort')).toBeVisible();
  await expect(page.getByLabel('Abholung')).toBeChecked();
});

test('a payment page filled in and paid before the app runs pays with every field typed', async ({
  page,
  request,
}) => {
  const sessionId = await openCheckout(request, [
    { productId: CHECKOUT_HONEY.delivery, quantity: 1 },
  ]);
  const letGo = await openBeforeTheApp(page, `/zahlung/${sessionId}`);
  const address = page.getByRole('group', { name: 'Lieferadresse' });
  await page.getByLabel('E-Mail').fill(ATTENDEE.email);
  await address.getByLabel('Vor- und Nachname').fill(BUYER.name);
  await address.getByLabel('Straße und Hausnummer').fill(BUYER.street);
  await address.getByLabel('PLZ', { exact: true }).fill(BUYER.postalCode);
  await address.getByLabel('Ort', { exact: true }).fill(BUYER.town);
  await page.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
  await page.getByLabel('Ablaufdatum').fill('12/34');
  await page.getByLabel('Prüfziffer (CVC)').fill('123');
  await page.getByRole('button', { name: /^Bezahlen/ }).click();
  await expect(hydrated(page)).toHaveCount(0);

  letGo();
  await expect(page.getByRole('heading', { name: 'Einkauf Erfolgreich!' })).toBeVisible();
  await expect(page.getByTestId('order-delivery')).toContainText(
    `Lieferung an${BUYER.name}${BUYER.street}${BUYER.postalCode} ${BUYER.town}`,
  );
});
