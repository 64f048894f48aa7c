// axe-core on the product pages (our quality bar): no serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductDetail, ProductSummary } from '../src/domain/catalog-schema';
import { expect, test } from './support/test';

async function firstOf(request: APIRequestContext, type: string): Promise<ProductSummary> {
  const [first] = (await (
    await request.get(`/api/products?type=${type}`)
  ).json()) as ProductSummary[];
  if (!first) throw new Error(`the demo catalogue has no ${type}`);
  return first;
}

async function courseWhere(
  request: APIRequestContext,
  wanted: (course: NonNullable<ProductDetail['course']>) => boolean,
): Promise<ProductDetail> {
  const list = (await (await request.get('/api/products?type=course')).json()) as ProductSummary[];
  for (const entry of list) {
    const detail = (await (await request.get(`/api/products/${entry.id}`)).json()) as ProductDetail;
    if (detail.course && wanted(detail.course)) return detail;
  }
  throw new Error('the demo catalogue lacks such a course');
}

async function expectNoSeriousViolations(page: Page) {
  // wait until the lazily loaded sections have settled
  await expect(page.getByRole('heading', { name: 'Bewertungen' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    ),
  ).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a honey product page has no serious accessibility violations', async ({
      app,
      page,
      request,
    }) => {
      const honey = await firstOf(request, 'honig');
      await app.goto(`/produkt/${honey.id}`);
      await expectNoSeriousViolations(page);
    });

    test('a single-date course page has no serious accessibility violations', async ({
      app,
      page,
      request,
    }) => {
      const course = await courseWhere(request, (info) => !info.series);
      await app.goto(`/produkt/${course.id}`);
      await expectNoSeriousViolations(page);
    });

    test('the series course page has no serious accessibility violations, also with errors shown', async ({
      app,
      page,
      request,
    }) => {
      const series = await courseWhere(request, (info) => info.series);
      await app.goto(`/produkt/${series.id}`);
      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
