// Layout defects seen at 375 and 1280 px: the floating cart button over content, cut-off course
// choices, long German words overflowing the page.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';

const HERB_COURSE = '/produkt/c-kraeuterkurs-im-jahreskreis';
const SINGLE_COURSE = '/produkt/c-imkern-fuer-einsteiger';

type Box = { x: number; y: number; width: number; height: number };

async function visiblePart(element: Locator, top: number): Promise<Box | null> {
  const box = await element.boundingBox();
  if (!box || box.y + box.height <= top) return null;
  const y = Math.max(box.y, top);
  return { ...box, y, height: box.y + box.height - y };
}

function overlapping(one: Box | null, two: Box | null): boolean {
  if (!one || !two) return false;
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}

const cartButton = (page: Page) => page.getByRole('link', { name: /^Warenkorb, / });

test('at 1280 px the cart button covers no part of the booking card, wherever one scrolls', async ({
  app,
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await app.goto(SINGLE_COURSE);
  const form = page.getByRole('form', { name: 'Kurs buchen' });
  await expect(form).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 150) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // what slid under the (sticky) header is hidden by it anyway: only the visible part counts
    const header = await page.getByRole('banner').boundingBox();
    const visible = await visiblePart(form, header ? header.y + header.height : 0);
    expect(overlapping(await cartButton(page).boundingBox(), visible), `scrolled to ${y}`).toBe(
      false,
    );
  }
  await expect(cartButton(page)).toBeInViewport();
});

/** Whether the cart button, as far as one can see it, lies over `element`. */
async function buttonCovers(page: Page, element: Locator): Promise<boolean> {
  if (!(await cartButton(page).isVisible())) return false;
  return overlapping(await cartButton(page).boundingBox(), await element.boundingBox());
}

test('at 375 px the cart button covers neither the phone field nor a places badge, scrolled to or typed in', async ({
  app,
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await app.goto(HERB_COURSE);
  const phone = page.getByLabel('Telefonnummer');
  const badge = page.locator('.course-group .badge').first();
  const text = page.locator('.course-group-dates li').last();
  for (const [name, element] of [
    ['phone field', phone],
    ['places badge', badge],
    ['course dates', text],
  ] as const) {
    // brought into view the way links, find-in-page and focus do: as far down as it goes. Where it
    // ends, not the way there: the shop scrolls smoothly, and mid-animation the field passes
    // under the button (the check raced the animation)
    await element.evaluate((node) => node.scrollIntoView({ block: 'end', behavior: 'instant' }));
    await expect(element).toBeInViewport();
    expect(await buttonCovers(page, element), name).toBe(false);
  }
  // typing: the on-screen keyboard would push the button up over the field
  await phone.focus();
  await phone.fill('0171 1234567');
  expect(await buttonCovers(page, phone), 'phone field while typing').toBe(false);
  await page.screenshot({ path: test.info().outputPath('course-375.png'), fullPage: false });
  await phone.blur();
  await expect(cartButton(page)).toBeVisible();
});

/** The words of these titles drawn on more than one line: broken inside them. */
function brokenWords(titles: Locator): Promise<string[]> {
  return titles.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const node = element.querySelector('a')?.firstChild ?? element.firstChild;
      if (!node?.textContent) return [];
      const words: string[] = [];
      for (const match of node.textContent.matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) words.push(match[0]);
      }
      return words;
    }),
  );
}

test('card titles break between words, never inside one: at 375 px, and titles at 320 and 768 px', async ({
  app,
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const seen: string[] = [];
  for (const category of ['honig', 'drink', 'course', 'care', 'strength', 'other']) {
    await app.goto(`/?kategorie=${category}`);
    const titles = page.locator('.product-card-title');
    await expect(titles.first()).toBeVisible();
    seen.push(...(await titles.allTextContents()));
    // a word drawn on more than one line was broken inside it
    const broken = await brokenWords(titles);
    expect(broken, category).toEqual([]);
    if (category === 'course')
      await page.screenshot({ path: test.info().outputPath('course-cards-375.png') });
  }
  expect(seen).toContainEqual(expect.stringContaining('Bienenwachskerzen'));

  // the product's own title and its related cards, on the narrowest phone and a tablet's column
  for (const width of [320, 768]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/produkt/c-bienenwachskerzen-selber-ziehen', '/produkt/p-akazienhonig']) {
      await app.goto(path);
      const titles = page.locator('h1, .related-card-title');
      await expect(page.locator('.related-card-title').first()).toBeVisible();
      expect(await brokenWords(titles), `${path} at ${width} px`).toEqual([]);
    }
  }
});

test('at 375 px a chosen group shows all its dates, and the group cards list them in one column', async ({
  app,
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await app.goto(HERB_COURSE);
  const select = page.getByLabel('Wähle ein Gruppenkurs', { exact: true });
  await select.selectOption({ index: 1 });
  const chosen = page.getByTestId('chosen-date');
  const optionText = (await select.locator('option:checked').textContent()) ?? '';
  await expect(chosen).toHaveText(optionText);
  const fits = await chosen.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(fits).toBe(true);
  await expect(select).toHaveAccessibleDescription(optionText);

  const days = page.locator('.course-group').first().locator('li');
  const lefts = await days.evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().left)),
  );
  expect(new Set(lefts).size).toBe(1);
});

for (const path of [
  '/',
  SINGLE_COURSE,
  HERB_COURSE,
  '/produkt/p-fruehtrachthonig-cremig',
  '/einkaufswagen',
]) {
  test(`at 375 px ${path} scrolls only up and down`, async ({ app, page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await app.goto(path);
    await expect(page.locator('main')).toBeVisible();
    const wide = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(wide).toBe(0);
  });
}

test('a page loaded by its address opens at the top, also after a scrolled page; a reload keeps its place', async ({
  app,
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await app.goto('/');
  await expect(page.locator('.product-card-title')).toHaveCount(6);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

  await app.goto('/produkt/p-akazienhonig');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  await app.reload();
  // within a few pixels: the browser's scroll anchoring may nudge it while the page settles
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - 400))
    .toBeLessThan(20);
});
