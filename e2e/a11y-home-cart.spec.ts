// axe-core on the shop home and the cart (our quality bar): no serious or critical violations.
import { seriousViolations } from './support/axe';
import { bookableCourse, cookieLine, productsOf, setCartCookie } from './support/shop';
import { expect, test } from './support/test';

for (const width of [375, 1280]) {
  test(`shop home at ${width} px has no serious accessibility violations`, async ({
    app,
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await app.goto('/');
    await expect(page.locator('.product-card-title')).toHaveCount(6);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`cart with items at ${width} px has no serious accessibility violations`, async ({
    app,
    page,
    context,
    baseURL,
    request,
  }) => {
    const [honey] = await productsOf(request, 'honig');
    const { course, date } = await bookableCourse(request);
    await setCartCookie(context, baseURL, [
      cookieLine(honey?.id ?? '', 2, 'axehoney001'),
      cookieLine(course.id, 1, 'axecourse01', {
        courseDateId: date.id,
        firstName: 'Ada',
        lastName: 'Biene',
        email: 'ada@example.org',
        phone: '0761 1234',
      }),
    ]);
    await page.setViewportSize({ width, height: 900 });
    await app.goto('/einkaufswagen');
    await expect(page.getByTestId('total-total')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the empty cart has no serious accessibility violations', async ({ app, page }) => {
  await app.goto('/einkaufswagen');
  await expect(page.getByText('Dein Warenkorb ist leer.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
