// The links between the shop's pages (ui/page-link.tsx): a plain click is followed by the app,
// without loading a document; a click asking for a new tab or window is left to the browser; a
// link to the page one is on does not add to the history.
import type { Page } from '@playwright/test';
import { requestsSeen } from './support/requests-seen';
import { expect, test } from './support/test';

const documentsSeen = (page: Page) =>
  requestsSeen(page, (request) => request.resourceType() === 'document');

test('footer, cart button and product card links are followed by the app, and back again', async ({
  app,
  page,
}) => {
  await app.goto('/');
  const documents = documentsSeen(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/\/impressum$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();

  await page.getByRole('link', { name: /^Warenkorb, / }).click();
  await expect(page).toHaveURL(/\/einkaufswagen$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/impressum$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  const card = page.locator('.product-card').first();
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  expect(documents).toEqual([]);
});

test('a click for a new tab opens the page there and leaves this one where it is', async ({
  app,
  page,
  context,
}) => {
  await app.goto('/');
  const opened = context.waitForEvent('page', { timeout: 15_000 });
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'AGB' })
    .click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/agb');
  expect(new URL(page.url()).pathname).toBe('/');
  await tab.close();
});

test('a link to the page one is on adds nothing to the history', async ({ app, page }) => {
  await app.goto('/einkaufswagen');
  const before = await page.evaluate(() => history.length);
  await page.getByRole('link', { name: 'Zurück zum Shop' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  const afterOne = await page.evaluate(() => history.length);
  expect(afterOne).toBe(before + 1);
  // the brand link on the home leads to the home
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => history.length)).toBe(afterOne);
});

test('the header marks "Shop" as the current page on the home only, also after moving in the app', async ({
  app,
  page,
}) => {
  const shop = page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true });
  await app.goto('/einkaufswagen');
  await expect(shop).not.toHaveAttribute('aria-current');
  await expect(shop).not.toHaveClass(/\bactive\b/);
  await page.getByRole('link', { name: 'Zurück zum Shop' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(shop).toHaveAttribute('aria-current', 'page');
  await expect(shop).toHaveClass(/\bactive\b/);
});
