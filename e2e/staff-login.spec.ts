// Staff sign in, reach the backoffice, stay in across a reload, and sign out (docs/decisions/001).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { STAFF_EMAIL, STAFF_PASSWORD } from './support/staff';
import { expect, test } from './support/test';

async function signIn(page: Page, password = STAFF_PASSWORD) {
  await page.getByLabel('E-Mail').fill(STAFF_EMAIL);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/**
 * The backoffice's welcome after signing in. The sign-in hashes the password slowly on purpose,
 * and with two browsers and the server on two cores CI saw the page at "Anmeldung wird
 * geprüft…" past the usual 10 s (as `signInAsStaff` in support/staff.ts allows for).
 */
const welcomed = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Greta!' })).toBeVisible({
    timeout: 30_000,
  });

test('the backoffice sends a visitor without a login to the login page', async ({ app, page }) => {
  await app.goto('/admin');
  await expect(page).toHaveURL('/auth/login?next=%2Fadmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
});

test('a wrong password is refused in German', async ({ app, page }) => {
  await app.goto('/auth/login');
  await signIn(page, 'das-ist-falsch-123');
  await expect(page.getByRole('alert')).toHaveText('E-Mail oder Passwort ist falsch.');
  await expect(page).toHaveURL('/auth/login');
});

test('staff log in, stay in across a reload, and log out', async ({ app, page, context }) => {
  await app.goto('/auth/login?next=/admin');
  await signIn(page);
  await expect(page).toHaveURL('/admin', { timeout: 30_000 });
  await welcomed(page);
  await expect(page.getByText('Greta Bienenstöck')).toBeVisible();

  // the tokens are httpOnly cookies: page scripts never see them
  const cookies = await context.cookies();
  const access = cookies.find((cookie) => cookie.name === 'hofladen_access');
  expect(access).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('hofladen_access');

  await app.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Greta!' })).toBeVisible();

  // the access token expires after minutes: with it gone, the page renews it silently
  await context.clearCookies({ name: 'hofladen_access' });
  await app.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Greta!' })).toBeVisible();

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await app.goto('/admin');
  await expect(page).toHaveURL('/auth/login?next=%2Fadmin');
});

test('an ended login (refresh refused) sends staff to the login page', async ({
  app,
  page,
  context,
}) => {
  await app.goto('/auth/login');
  await signIn(page);
  await welcomed(page);
  const info = (await context.cookies()).filter((cookie) => cookie.name === 'user_id');
  await context.clearCookies();
  // the readable name cookie survives, the tokens do not: the server has no login to renew
  await context.addCookies(info);
  await app.goto('/admin');
  await expect(page).toHaveURL('/auth/login?next=%2Fadmin');
});

for (const width of [375, 1280]) {
  test(`the login page at ${width} px has no serious accessibility violations`, async ({
    app,
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await app.goto('/auth/login');
    await signIn(page, 'das-ist-falsch-123');
    await expect(page.getByRole('alert')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
}
