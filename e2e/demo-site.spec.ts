// The demo template site (issue 10, docs/shop/demo-site.md):
// every page answers, the navbar reaches every section, and the widgets behave as listed.
import type { Locator } from '@playwright/test';
import { DEMO_NOT_FOUND_ROUTE, DEMO_ROUTES, paths } from '../src/domain/routes';
import { SECTIONS } from '../src/web/demo/demo-links';
import { seriousViolations } from './support/axe';
import { collectProblems } from './support/page-problems';
import { requestsSeen } from './support/requests-seen';
import { expect, test } from './support/test';

const ALL_ROUTES = [...DEMO_ROUTES, paths.sections()];

/** Which slide of a Bootstrap carousel shows. */
const activeSlide = (carousel: Locator) =>
  carousel
    .locator('.carousel-item')
    .evaluateAll((items) => items.findIndex((item) => item.classList.contains('active')));

test('every demo page renders its heading with the right status and no console error', async ({
  app,
  page,
}) => {
  test.setTimeout(120_000);
  for (const route of ALL_ROUTES) {
    const errors = collectProblems(page, ['error']);
    const response = await app.goto(route);
    expect(response?.status(), route).toBe(route === DEMO_NOT_FOUND_ROUTE ? 404 : 200);
    await expect(page.getByRole('heading', { level: 1 }), route).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
    await expect(page.locator('.demo-site'), route).toHaveAttribute('lang', 'en');
    // placeholder pages stay out of search results
    await expect(page.locator('meta[name="robots"]'), route).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('navigation').first(), route).toBeVisible();
    // the browser reports the 404 page's own status as a failed load; nothing else may fail
    const unexpected = errors.filter(
      (text) => !(route === DEMO_NOT_FOUND_ROUTE && /status of 404/.test(text)),
    );
    expect(unexpected, route).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});

test('each Sections entry in the navbar scrolls to its section', async ({ app, page }) => {
  await app.goto('/index');
  for (const section of SECTIONS) {
    await page.getByRole('button', { name: 'Sections' }).click();
    await page.locator('.dropdown-menu.show').getByText(section.label, { exact: true }).click();
    await expect(page).toHaveURL(`/sections#${section.id}`);
    await expect(page.locator(`#${section.id}`)).toBeInViewport();
  }
});

test('/sections#pricing opens on pricing; /sections without a hash at the top', async ({
  app,
  page,
}) => {
  await app.goto('/sections#pricing');
  await expect(page.locator('#pricing')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await app.goto('/sections');
  await expect(page.getByRole('heading', { level: 1, name: 'Sections' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('tab groups open on their first tab, one Monthly/Yearly group on Yearly', async ({
  app,
  page,
}) => {
  await app.goto('/sections#projects');
  await expect(page.locator('#projects').getByRole('tab', { name: 'Project 1' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.locator('#projects').getByRole('tab', { name: 'Project 3' }).click();
  await expect(page.locator('#projects').getByRole('tab', { name: 'Project 3' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const groups = await page
    .locator('#pricing')
    .getByRole('tablist')
    .evaluateAll((lists) =>
      lists.map((list) => {
        const tabs = [...list.querySelectorAll('[role="tab"]')];
        return {
          labels: tabs.map((tab) => tab.textContent?.trim()),
          selected: tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
        };
      }),
    );
  expect(groups.length).toBeGreaterThanOrEqual(3);
  const onSecond = groups.filter((group) => group.selected === 1);
  expect(onSecond).toEqual([{ labels: ['Monthly', 'Yearly'], selected: 1 }]);
  expect(groups.filter((group) => group.selected === 0)).toHaveLength(groups.length - 1);
  expect(groups.some((group) => group.labels.join() === 'Expensive,Cheaper')).toBe(true);
});

test('the sections show the figures of docs/shop/demo-site.md#figures', async ({ app, page }) => {
  await app.goto('/sections');
  const pricing = page.locator('#pricing');
  // every tab's figures are in the page, the hidden tab's too
  const prices = (await pricing.textContent()) ?? '';
  for (const figure of [
    '$22',
    '$45',
    '$68',
    '$199',
    '$399',
    '$599',
    '$299',
    '$499',
    '$0',
    '$8.99',
    '$13.99',
    '$100',
    '$120',
    '$20',
    '$60',
  ]) {
    expect(prices, figure).toContain(figure);
  }
  for (const text of ['1 GB', '5 GB', '$25 per hour']) expect(prices, text).toContain(text);
  const tables = (await page.locator('#tables').textContent()) ?? '';
  for (const figure of [
    '$39',
    '$79',
    '$99',
    '0%',
    '3%',
    '5%',
    '4% + 5¢',
    '5.5% + 5¢',
    '6.2% + 5¢',
    '20 days',
  ]) {
    expect(tables, figure).toContain(figure);
  }
  const projects = page.locator('#projects');
  await expect(projects).toContainText('52 projects found');
  await expect(projects).toContainText('Showing 6 out of 36');
  const pages = projects.getByRole('navigation', { name: 'Projects pages' });
  await expect(pages.locator('.page-link')).toHaveText([
    'First',
    'Previous',
    '1',
    '2',
    '6',
    'Next',
    'Last',
  ]);
});

test('the FAQ opens one answer at a time, the first to begin with', async ({ app, page }) => {
  await app.goto('/sections#accordion');
  const questions = page.locator('#accordion .accordion-button');
  expect(await questions.count()).toBeGreaterThanOrEqual(3);
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');

  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#accordion .accordion-collapse.show')).toHaveCount(1);
});

test('the footer icons say "Follow us" / "Like us" on hover and on focus', async ({
  app,
  page,
}) => {
  await app.goto('/index');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Twitter' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Follow us');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  await footer.getByRole('link', { name: 'Facebook' }).focus();
  await expect(page.getByRole('tooltip')).toHaveText('Like us');
});

test('a Bootstrap carousel wraps at both ends and ignores a click mid-slide', async ({
  app,
  page,
}) => {
  await app.goto('/sections#teams');
  const carousel = page.locator('#teams .carousel').first();
  const slides = await carousel.locator('.carousel-item').count();
  expect(slides).toBeGreaterThanOrEqual(3);
  await carousel.hover();
  expect(await activeSlide(carousel)).toBe(0);

  await carousel.getByRole('button', { name: 'Previous' }).click();
  await expect.poll(() => activeSlide(carousel)).toBe(slides - 1);
  await expect(carousel.locator('.carousel-item-start, .carousel-item-end')).toHaveCount(0);

  // a second click while the 600 ms slide change is under way: one step. The change is a CSS
  // transition, which runs on the browser's own time (the page clock does not drive it), so the
  // test counts the changes that start instead of sleeping until both would be over
  const started = await carousel.evaluateHandle((element) => {
    const starts = { count: 0 };
    new MutationObserver((records) => {
      for (const record of records) {
        const incoming = /carousel-item-(next|prev)/;
        const target = record.target as Element;
        if (incoming.test(target.className) && !incoming.test(record.oldValue ?? ''))
          starts.count += 1;
      }
    }).observe(element, {
      subtree: true,
      attributeFilter: ['class'],
      attributeOldValue: true,
    });
    return starts;
  });
  // clicked again as soon as the change has begun: a timer of 100 ms fired after the whole change
  // on a busy machine, and its click was then rightly a second step
  await carousel.getByRole('button', { name: 'Next' }).evaluate((next: HTMLElement) => {
    const moving = new MutationObserver(() => {
      if (!next.closest('.carousel')?.querySelector('.carousel-item-next, .carousel-item-prev'))
        return;
      moving.disconnect();
      next.click();
    });
    moving.observe(next.closest('.carousel') as Element, {
      subtree: true,
      attributeFilter: ['class'],
    });
    next.click();
  });
  await expect.poll(() => started.evaluate((starts) => starts.count)).toBe(1);
  await expect(carousel.locator('.carousel-item-start, .carousel-item-end')).toHaveCount(0);
  await expect.poll(() => activeSlide(carousel)).toBe(0);
  expect(await started.evaluate((starts) => starts.count)).toBe(1);
});

test('the testimonial carousel wraps and takes one step per click while moving', async ({
  app,
  page,
}) => {
  // Embla moves its slides frame by frame: on a stopped page clock a slide change lasts until
  // the test lets the clock run (5 s: its easing settles to the last pixel after 1 to 2 s)
  await page.clock.install();
  await app.goto('/sections#testimonials');
  await page.clock.pauseAt(Date.now() + 1_000);
  const carousel = page.locator('#testimonials .demo-testimonials');
  const slides = await carousel.locator('.demo-slide').count();
  expect(slides).toBeGreaterThan(4);
  await expect(carousel).toHaveAttribute('data-selected', '0');

  await carousel.getByRole('button', { name: 'Previous' }).click();
  await expect(carousel).toHaveAttribute('data-selected', String(slides - 1));
  await page.clock.runFor(5_000);
  await expect(carousel).toHaveAttribute('aria-busy', 'false');

  // a second click while the slide change runs: one step
  await carousel.getByRole('button', { name: 'Next' }).click();
  await expect(carousel).toHaveAttribute('aria-busy', 'true');
  await carousel.getByRole('button', { name: 'Next' }).click();
  await page.clock.runFor(5_000);
  await expect(carousel).toHaveAttribute('aria-busy', 'false');
  await expect(carousel).toHaveAttribute('data-selected', '0');
});

test.describe('the logo carousel', () => {
  test('moves on by itself every 2.5 s', async ({ app, page }) => {
    await page.clock.install();
    await app.goto('/sections#features');
    await page.clock.pauseAt(Date.now() + 1_000);
    const logos = page.locator('#features .demo-logos');
    const selected = () => logos.getAttribute('data-selected');
    const before = await selected();
    // any 2.5 s of the page's time hold one step, and the next 2.5 s the next one
    await page.clock.runFor(2_500);
    await expect(logos).not.toHaveAttribute('data-selected', before ?? '');
    const after = await selected();
    await page.clock.runFor(2_500);
    await expect(logos).not.toHaveAttribute('data-selected', after ?? '');
  });

  test.describe('for a visitor who asked for less motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('stays still', async ({ app, page }) => {
      await page.clock.install();
      await app.goto('/sections#features');
      await page.clock.pauseAt(Date.now() + 1_000);
      const logos = page.locator('#features .demo-logos');
      await page.clock.runFor(10_000);
      await expect(logos).toHaveAttribute('data-selected', '0');
    });
  });
});

test('profile cards: the menu offers Edit Profile, Settings, Log out; Follow toggles', async ({
  app,
  page,
}) => {
  await app.goto('/sections#teams');
  const follow = page
    .locator('#teams')
    .getByRole('button', { name: 'Follow', exact: true })
    .first();
  await follow.click();
  const following = page
    .locator('#teams')
    .getByRole('button', { name: 'Following', exact: true })
    .first();
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await following.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');

  await page.locator('#teams .dropdown-toggle').first().click();
  await expect(page.locator('#teams .dropdown-menu.show .dropdown-item')).toHaveText([
    'Edit Profile',
    'Settings',
    'Log out',
  ]);
});

test('demo forms neither check nor send anything', async ({ app, page }) => {
  await app.goto('/contact-us');
  const posts = requestsSeen(page, (request) => request.method() !== 'GET');
  const form = page.locator('main form').first();
  await form.locator('[type="submit"]').first().click();
  await expect(page).toHaveURL('/contact-us');
  await expect(form.locator(':invalid')).toHaveCount(0);
  expect(posts).toEqual([]);

  // a field in an input group lights the whole group up
  await app.goto('/landing-page');
  const group = page.locator('main .input-group').first();
  expect(await group.evaluate((element) => getComputedStyle(element).boxShadow)).toBe('none');
  await group.locator('input').first().focus();
  expect(await group.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('sign-up fields show their whole placeholder (field and button stack)', async ({
    app,
    page,
  }) => {
    for (const path of ['/landing-page', '/sections', '/blog-posts']) {
      await app.goto(path);
      const fields = page.locator('.demo-signup input');
      await expect(fields.first()).toBeVisible();
      const cut = await fields.evaluateAll((inputs) =>
        (inputs as HTMLInputElement[])
          .filter((input) => {
            const style = getComputedStyle(input);
            const text = document.createElement('canvas').getContext('2d');
            if (!text) return true;
            text.font = style.font;
            const room =
              input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            return text.measureText(input.placeholder).width > room;
          })
          .map((input) => input.placeholder),
      );
      expect(cut, path).toEqual([]);
    }
  });

  test('the navbar folds away and opens with its toggle', async ({ app, page }) => {
    await app.goto('/index');
    const sections = page.getByRole('button', { name: 'Sections' });
    await expect(sections).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(sections).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await sections.click();
    await page.locator('.dropdown-menu.show').getByText('Pricing', { exact: true }).click();
    await expect(page).toHaveURL('/sections#pricing');
    await expect(page.locator('#pricing')).toBeInViewport();
    // no page is wider than the phone
    for (const route of ['/sections', '/pricing', '/invoice-page', '/chat-page']) {
      await app.goto(route);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, route).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('accessibility (axe: no serious or critical finding)', () => {
  for (const route of [
    paths.sections(),
    '/index',
    '/landing-page',
    '/pricing',
    '/account-settings',
    '/checkout-page',
  ]) {
    test(route, async ({ app, page }) => {
      test.setTimeout(150_000);
      await app.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
