// Verified ratings end to end (docs/decisions/022-verified-ratings.md): only a buyer following the
// rating link gets the form; a rating waits for the shop owner, then shows with its stars in mean
// and count.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductDetail } from '../src/domain/catalog-schema';
import { daysOfDate } from '../src/domain/course';
import { formatDate } from '../src/domain/dates';
import { formatMean, ratableFrom, reviewCount } from '../src/domain/ratings';
import {
  ATTENDEE,
  COURSE,
  HONEY,
  openCheckout,
  openCourseDate,
  payOnPage,
} from './support/checkout';
import { productDetail, productsOf } from './support/shop';
import { STAFF_EMAIL, STAFF_PASSWORD } from './support/staff';
import { appOn, expect, test } from './support/test';

const COMMENT = 'Cremig und mild.\n<script>window.__pwned = 1</script> bleibt Text.';

async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function enableRating(request: APIRequestContext, productId: string, title: string) {
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const queue = await request.get(`/api/admin/ratings?productId=${productId}&enabled=false`, {
    headers,
  });
  const rating = ((await queue.json()) as { id: number; title: string }[]).find(
    (entry) => entry.title === title,
  );
  expect(rating, 'the new rating waits in the moderation queue').toBeDefined();
  const enabled = await request.patch(`/api/admin/ratings/${rating?.id}`, {
    headers,
    data: { enabled: true },
  });
  expect(enabled.status()).toBe(200);
}

/** The first honey on the shop home (sorted by title), bought once through the payment page. */
async function buyFirstHoney(page: Page, request: APIRequestContext) {
  const honey = (await productsOf(request, 'honig')).sort((a, b) =>
    a.title.localeCompare(b.title, 'de'),
  )[0];
  if (!honey) throw new Error('no honey in the demo catalogue');
  const sessionId = await openCheckout(request, [{ productId: honey.id, quantity: 1 }]);
  await appOn(page).goto(`/zahlung/${sessionId}`);
  await payOnPage(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: 'Einkauf Erfolgreich!' })).toBeVisible();
  return honey;
}

test('a buyer rates through the link; the rating shows once the shop enabled it', async ({
  app,
  page,
  request,
}, testInfo) => {
  const honey = await buyFirstHoney(page, request);
  const before: ProductDetail = await productDetail(request, honey.id);

  await page.getByRole('link', { name: `${honey.title} jetzt bewerten` }).click();
  await expect(page).toHaveURL(new RegExp(`/produkt/${honey.id}\\?transactionId=pi_sim_`));
  const form = page.locator('form.rating-form');
  await expect(page.getByRole('heading', { name: 'Deine Bewertung' })).toBeVisible();

  await form.getByRole('button', { name: 'Bewertung abschicken' }).click();
  await expect(form.getByRole('alert')).toHaveText('Es fehlt die Bewertung!');

  // the stars are a radio group: keyboard alone picks four of them
  await form.getByRole('radio', { name: '1 von 5 Sternen' }).focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 von 5 Sternen' })).toBeChecked();
  await expect(form.getByText(/^Bewertet am \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();

  const title = `Wie bei Oma ${Date.now()}`;
  // sent from a phone: the thanks, far shorter than the form, must come into view
  await page.setViewportSize({ width: 375, height: 740 });
  await form.getByLabel('Titel').fill(title);
  await form.getByLabel('Ort').fill('Görlitz');
  await form.getByLabel('Kommentar').fill(COMMENT);
  await form.getByRole('button', { name: 'Bewertung abschicken' }).click();
  const thanks = page.locator('.rating-form-section').getByRole('status');
  await expect(thanks).toHaveText(
    'Danke für deine Bewertung! Sie erscheint, sobald wir sie freigegeben haben.',
  );
  await expect(thanks).toBeFocused();
  await expect(thanks).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('rating-thanks-375.png') });
  await page.setViewportSize({ width: 1280, height: 720 });
  // stored disabled: not listed yet
  await expect(page.getByText(title)).toHaveCount(0);

  await enableRating(request, honey.id, title);
  const after: ProductDetail = await productDetail(request, honey.id);
  expect(after.rating.count).toBe(before.rating.count + 1);

  await app.goto(`/produkt/${honey.id}`);
  const card = page.locator('.rating-card', { hasText: title });
  await expect(card.getByRole('img', { name: '4 von 5 Sternen' })).toBeVisible();
  await expect(card.getByText('Görlitz')).toBeVisible();
  await expect(card.locator('blockquote')).toHaveText(COMMENT.replace('\n', ' '), {
    useInnerText: false,
  });
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(honey.title);
  const heading = page.locator('.product-page');
  await expect(
    heading.getByText(formatMean(after.rating.mean), { exact: true }).first(),
  ).toBeVisible();
  await expect(heading.getByText(`(${reviewCount(after.rating.count)})`)).toBeVisible();
  // no form without the link
  await expect(page.getByRole('heading', { name: 'Deine Bewertung' })).toHaveCount(0);

  await app.goto('/');
  const homeCard = page.locator('.product-card', { hasText: honey.title });
  await expect(homeCard.getByText(formatMean(after.rating.mean), { exact: true })).toBeVisible();
  await expect(homeCard.locator('.star-rating-count')).toHaveText(
    `(${after.rating.count} ${reviewCount(after.rating.count).replace(/^\d+ /, '')})`,
  );
});

test('a forged or foreign payment id shows no rating form', async ({ app, page, request }) => {
  const [honey, other] = await productsOf(request, 'honig');
  await app.goto(`/produkt/${honey?.id}?transactionId=pi_sim_Forged000000000000000`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(honey?.title ?? '');
  await expect(page.getByRole('heading', { name: 'Bewertungen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deine Bewertung' })).toHaveCount(0);

  // a real purchase of one product is no ticket to rate another
  const bought = await buyFirstHoney(page, request);
  const link = page.getByRole('link', { name: `${bought.title} jetzt bewerten` });
  const transactionId = new URL(
    (await link.getAttribute('href')) ?? '',
    'http://x',
  ).searchParams.get('transactionId');
  const foreign = other?.id === bought.id ? honey : other;
  await app.goto(`/produkt/${foreign?.id}?transactionId=${transactionId}`);
  await expect(page.getByRole('heading', { name: 'Bewertungen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deine Bewertung' })).toHaveCount(0);
});

test('a course is rated once it took place: before, its link tells from which day', async ({
  app,
  page,
  request,
}, testInfo) => {
  const honey = await productDetail(request, HONEY.a11y);
  const { course, date } = await openCourseDate(request, COURSE.a11y);
  const sessionId = await openCheckout(request, [
    { productId: honey.id, quantity: 1 },
    { productId: course.id, quantity: 1, course: { courseDateId: date.id, ...ATTENDEE } },
  ]);
  await appOn(page).goto(`/zahlung/${sessionId}`);
  await payOnPage(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: 'Einkauf Erfolgreich!' })).toBeVisible();

  const honeyLink = page.getByRole('link', { name: `${honey.title} jetzt bewerten` });
  await expect(honeyLink).toBeVisible();
  await expect(page.getByRole('link', { name: `${course.title} jetzt bewerten` })).toHaveCount(0);

  // a link to the course with the payment id (an older mail had one) says when it opens
  const transactionId = new URL(
    (await honeyLink.getAttribute('href')) ?? '',
    'http://x',
  ).searchParams.get('transactionId');
  await app.goto(`/produkt/${course.id}?transactionId=${transactionId}`);
  const lastDay =
    ratableFrom(daysOfDate({ startsOn: date.date, fixedDates: date.fixedDates })) ?? '';
  await expect(
    page.getByText(
      `Bewerten kannst du den Kurs, sobald er stattgefunden hat: ab dem ${formatDate(lastDay)}.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deine Bewertung' })).toHaveCount(0);
  await page.getByText('Bewerten kannst du den Kurs').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('course-rating-later.png') });
});

test('the rating form has no serious accessibility violations', async ({ page, request }) => {
  const honey = await buyFirstHoney(page, request);
  await page.getByRole('link', { name: `${honey.title} jetzt bewerten` }).click();
  await expect(page.getByRole('heading', { name: 'Deine Bewertung' })).toBeVisible();
  await page.getByRole('button', { name: 'Bewertung abschicken' }).click();
  await expect(page.getByText('Es fehlt die Bewertung!')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => violation.id)).toEqual([]);
});
