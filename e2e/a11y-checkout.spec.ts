// axe-core on the payment, success and cancelled pages (our quality bar): no serious or
// critical violations, on a phone and on a desktop.
import { seriousViolations } from './support/axe';
import {
  ATTENDEE,
  COURSE,
  cancelThroughApi,
  HONEY,
  openCheckout,
  openCourseDate,
  payButton,
  payThroughApi,
} from './support/checkout';
import { expect, test } from './support/test';

for (const width of [375, 1280]) {
  test(`the payment page at ${width} px has no serious accessibility violations`, async ({
    app,
    page,
    request,
  }) => {
    const { course, date } = await openCourseDate(request, COURSE.a11y);
    const sessionId = await openCheckout(request, [
      { productId: HONEY.a11y, quantity: 1 },
      { productId: course.id, quantity: 1, course: { courseDateId: date.id, ...ATTENDEE } },
    ]);
    try {
      await page.setViewportSize({ width, height: 900 });
      await app.goto(`/zahlung/${sessionId}`);
      await expect(page.getByText(course.title)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // with the field errors and the decline message showing
      await payButton(page).click();
      await expect(page.getByText('Die Kartennummer hat 16 Ziffern.')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await cancelThroughApi(request, sessionId);
    }
  });

  test(`the success page at ${width} px has no serious accessibility violations`, async ({
    app,
    page,
    request,
  }) => {
    const sessionId = await openCheckout(request, [{ productId: HONEY.a11y, quantity: 1 }]);
    await payThroughApi(request, sessionId);
    await page.setViewportSize({ width, height: 900 });
    await app.goto(`/einkauf_erfolgreich?session_id=${sessionId}`);
    await expect(page.getByRole('heading', { name: 'Einkauf Erfolgreich!' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`the cancelled page at ${width} px has no serious accessibility violations`, async ({
    app,
    page,
    request,
  }) => {
    const sessionId = await openCheckout(request, [{ productId: HONEY.a11y, quantity: 1 }]);
    const cancelled = page.waitForResponse((response) => response.url().includes('/cancel'));
    await page.setViewportSize({ width, height: 900 });
    await app.goto(`/einkauf_abgebrochen?session_id=${sessionId}`);
    await cancelled;
    await expect(page.getByRole('heading', { name: 'Einkauf Abgebrochen!' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the success page error state has no serious accessibility violations', async ({
  app,
  page,
}) => {
  await app.goto('/einkauf_erfolgreich?session_id=sim_unknown12345');
  await expect(page.getByRole('heading', { name: 'Failed to load payment details' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
