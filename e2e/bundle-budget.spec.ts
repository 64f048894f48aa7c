// The shop home's JavaScript budget, measured on the build itself (README, bench/results.md):
// the app's scripts on the home page stay ≤ 63.1 KB gzip (HOME_APP_BUDGET_BYTES), the starter that
// adds them once the first paint is on screen ≤ 1 KB.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPILE_HINT } from '../scripts/compile-hints';
import {
  appScripts,
  gzipBytes,
  HOME_APP_BUDGET_BYTES,
  inlineStarterGzipBytes,
  upFrontScripts,
  upFrontStyles,
} from '../scripts/home-bundle';
import { requestsSeen } from './support/requests-seen';
import { expect, test } from './support/test';

const STARTER_BUDGET_BYTES = 1_000;
const distDir = join(process.cwd(), 'dist', 'web');
// the cookie dialog's script loads while the page hydrates (a first visit gets its HTML from the
// server; a returning visitor's stored decision is looked up when the browser is idle), with the
// bundler's helpers for the CommonJS packages it uses and the maker of the visitor id, a chunk of
// its own as the backoffice's refund form shares it
const CONSENT_DIALOG = /\/consent-dialog-[\w-]+\.js$/;
const AFTER_PAINT = /\/(consent-dialog|rolldown-runtime|random-uuid)-[\w-]+\.js$/;

test('the JS the shop home loads up front stays within 63.1 KB gzip and a 1 KB starter', async ({
  app,
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const upFront = upFrontScripts(html);
  const appFiles = appScripts(html);
  expect(appFiles.length).toBeGreaterThan(0);
  // the starter comes inline, the page names no other script
  expect([...upFront].sort()).toEqual([...appFiles].sort());
  expect(gzipBytes(distDir, appFiles)).toBeLessThanOrEqual(HOME_APP_BUDGET_BYTES);
  expect(inlineStarterGzipBytes(html)).toBeLessThanOrEqual(STARTER_BUDGET_BYTES);
  expect(upFront.filter((path) => AFTER_PAINT.test(path))).toEqual([]);
  const consentChunk = readdirSync(join(distDir, 'assets')).filter((name) =>
    CONSENT_DIALOG.test(`/${name}`),
  );
  expect(consentChunk).toHaveLength(1);

  // and the home page really loads no other script before it shows its products
  const scripts = requestsSeen(page, (request) => request.resourceType() === 'script');
  await app.goto('/');
  await expect(page.locator('.product-card-title')).toHaveCount(6);
  expect(
    scripts
      .map((url) => new URL(url).pathname)
      .filter((path) => !AFTER_PAINT.test(path))
      .sort(),
  ).toEqual([...upFront].sort());
});

test('the demo template site adds no script or stylesheet to the shop home', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(upFrontScripts(html).filter((path) => path.includes('demo'))).toEqual([]);
  expect(upFrontStyles(html).filter((path) => path.includes('demo'))).toEqual([]);
  // while a demo page does load them: the check above looks at the right names
  const demo = await (await request.get('/index')).text();
  expect(upFrontStyles(demo).some((path) => path.includes('demo'))).toBe(true);
});

test("every script the browser loads opens with V8's compile hint, its compressed copies too", async ({
  app,
  page,
}) => {
  const scripts: Promise<[string, string]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    scripts.push(response.text().then((text) => [path, text]));
  });
  // a product page: the entry, the lazy page's chunks and the cookie dialog's
  await app.goto('/produkt/p-akazienhonig');
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(2);
  for (const [path, text] of loaded) expect(text.split('\n')[0], path).toBe(COMPILE_HINT);

  // the copies the server sends as they are (.br, .gz) were made after the hint was added
  const assets = join(distDir, 'assets');
  for (const name of readdirSync(assets).filter((file) => file.endsWith('.js'))) {
    const text = readFileSync(join(assets, name));
    for (const [suffix, decompress] of [
      ['.br', brotliDecompressSync],
      ['.gz', gunzipSync],
    ] as const) {
      const copy = join(assets, name + suffix);
      const copies = readdirSync(assets).includes(name + suffix);
      if (copies) expect(decompress(readFileSync(copy)).equals(text), name + suffix).toBe(true);
    }
  }
});

type IntlWatch = Window & { intlMade: string[]; intlMadeBeforeHydrated: string[] | null };

test('a first visit makes no Intl object while the app takes the page over', async ({ page }) => {
  // a browser's first Intl object costs 30–80 ms of main thread (src/domain/german-numbers.ts)
  await page.addInitScript(() => {
    const watch = window as unknown as IntlWatch;
    watch.intlMade = [];
    watch.intlMadeBeforeHydrated = null;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const kind of ['NumberFormat', 'DateTimeFormat', 'Collator', 'DisplayNames']) {
      intl[kind] = new Proxy(intl[kind] as new (...args: unknown[]) => object, {
        construct: (target, args) => {
          watch.intlMade.push(kind);
          return Reflect.construct(target, args);
        },
      });
    }
    const numberToLocale = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (this: number, ...args) {
      watch.intlMade.push('toLocaleString');
      return numberToLocale.apply(this, args);
    };
    new MutationObserver((_, observer) => {
      watch.intlMadeBeforeHydrated = [...watch.intlMade];
      observer.disconnect();
      // (the init script runs before the document has its root element)
    }).observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
  });
  for (const path of ['/', '/produkt/p-akazienhonig', '/produkt/c-kraeuterkurs-im-jahreskreis']) {
    await page.goto(path);
    const made = await page.waitForFunction(
      () => (window as unknown as IntlWatch).intlMadeBeforeHydrated,
    );
    expect(await made.jsonValue(), path).toEqual([]);
  }
});
