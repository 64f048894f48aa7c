// One shop, one host (docs/decisions/016-one-host.md): the browser-test server's PUBLIC_URL is
// http://127.0.0.1:PORT, so the same shop under "localhost" moves the visitor there.
import { expect, test } from './support/test';

test('a page asked for on localhost moves to PUBLIC_URL, path and query kept', async ({
  app,
  page,
  baseURL,
}) => {
  const elsewhere = new URL('/produkt/p-akazienhonig?von=suche', baseURL);
  elsewhere.hostname = 'localhost';
  const response = await app.goto(elsewhere.toString());
  expect(response?.request().redirectedFrom()?.url()).toBe(elsewhere.toString());
  expect(page.url()).toBe(new URL('/produkt/p-akazienhonig?von=suche', baseURL).toString());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
