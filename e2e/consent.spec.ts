// Cookie consent (docs/shop/consent.md; docs/decisions/008-cookie-consent.md): nothing before a
// decision, each decision stored with only its data, the footer reopens the settings, a private
// window gets the notice.
import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';
import {
  allSwitches,
  type ConsentConfiguration,
  INCOGNITO_NOTICE_COOKIE,
  VISITOR_COOKIE,
} from '../src/domain/consent';
import { seriousViolations } from './support/axe';
import { collectProblems } from './support/page-problems';
import { requestsSeen } from './support/requests-seen';
import { appOn, expect, test } from './support/test';

// the other browser tests run as a visitor who decided already; these start without a cookie
test.use({ storageState: { cookies: [], origins: [] } });

/**
 * Chooses what the incognito detector answers. detectincognitojs tells Chromium's private
 * windows by timing IndexedDB writes, which a loaded test machine blurs; the shop keeps the
 * detector in its own chunk, and the test serves that chunk with a fixed answer.
 */
async function windowKind(context: BrowserContext, kind: 'normal' | 'private') {
  await context.route(/\/assets\/private-window-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `export async function isPrivateWindow() { return ${kind === 'private'}; }`,
    }),
  );
}

const dialog = (page: Page) => page.getByRole('dialog');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function visitorId(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((entry) => entry.name === VISITOR_COOKIE);
  expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  return cookie?.value ?? '';
}

async function storedSwitches(request: APIRequestContext, uuid: string) {
  const response = await request.get(`/api/consent/${uuid}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { configuration: ConsentConfiguration }).configuration;
}

const postedDecision = (page: Page) =>
  page.waitForRequest(
    (request) => request.url().endsWith('/api/consent') && request.method() === 'POST',
  );
const serviceDataKeys = (request: Request) =>
  Object.keys((request.postDataJSON() as { serviceData: object }).serviceData).sort();

test('before a decision nothing is stored and nothing leaves the shop; "Alle akzeptieren" stores all', async ({
  app,
  page,
  context,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const requests: string[] = [];
  context.on('request', (entry) => requests.push(entry.url()));
  await windowKind(context, 'normal');
  await app.goto('/');
  await expect(dialog(page)).toBeVisible();
  await expect(
    dialog(page).getByRole('heading', { name: 'Cookies und Datenschutz' }),
  ).toBeVisible();
  for (const name of [
    'Einstellungen anpassen',
    'Nur essentielle Cookies akzeptieren',
    'Alle akzeptieren',
  ])
    await expect(button(page, name)).toBeVisible();
  // rejecting is as easy as accepting: the three buttons look alike
  const looks = await dialog(page)
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map(
        (entry) => `${entry.className} ${Math.round(entry.getBoundingClientRect().height)}`,
      ),
    );
  expect(new Set(looks).size).toBe(1);

  expect(await context.cookies()).toEqual([]);
  const storage = await page.evaluate(() => localStorage.length + sessionStorage.length);
  expect(storage).toBe(0);

  const posted = postedDecision(page);
  await button(page, 'Alle akzeptieren').click();
  expect(serviceDataKeys(await posted)).toEqual([
    'browser',
    'deviceType',
    'language',
    'location',
    'operatingSystem',
    'timestamp',
  ]);
  await expect(dialog(page)).toBeHidden();
  const uuid = await visitorId(context);
  await expect.poll(() => storedSwitches(request, uuid)).toEqual(allSwitches(true));

  // with an id the page comes without the dialog; the browser looks the decision up and stays quiet
  const decisionRead = page.waitForResponse((response) =>
    response.url().endsWith(`/api/consent/${uuid}`),
  );
  await app.reload();
  await expect(page.locator('.product-card-title').first()).toBeVisible();
  await decisionRead;
  await expect(dialog(page)).toBeHidden();
  // the location came from our server, like everything else
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
  expect(requests.some((url) => url.endsWith('/api/geo'))).toBe(true);
});

test('"Nur essentielle Cookies akzeptieren" stores all switches off and collects nothing', async ({
  app,
  page,
  context,
  request,
}) => {
  await windowKind(context, 'normal');
  await app.goto('/einkaufswagen');
  const posted = postedDecision(page);
  await button(page, 'Nur essentielle Cookies akzeptieren').click();
  expect(serviceDataKeys(await posted)).toEqual([]);
  await expect(dialog(page)).toBeHidden();
  const decided = await visitorId(context);
  await expect.poll(() => storedSwitches(request, decided)).toEqual(allSwitches(false));
});

test('chosen switches are stored; the footer reopens them and a change is a second record', async ({
  app,
  page,
  context,
  request,
}) => {
  await windowKind(context, 'normal');
  await app.goto('/');
  await button(page, 'Einstellungen anpassen').click();
  await expect(dialog(page).getByRole('heading', { name: 'Cookie-Einstellungen' })).toBeVisible();
  const necessary = page.getByRole('switch', { name: 'Notwendige Cookies' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await page.getByRole('switch', { name: 'Zeitstempel Service' }).check();
  await page.getByRole('switch', { name: 'System Informationen' }).check();
  let posted = postedDecision(page);
  await button(page, 'Auswahl speichern').click();
  expect(serviceDataKeys(await posted)).toEqual([
    'deviceType',
    'language',
    'operatingSystem',
    'timestamp',
  ]);
  await expect(dialog(page)).toBeHidden();
  const uuid = await visitorId(context);
  await expect
    .poll(() => storedSwitches(request, uuid))
    .toEqual({
      ...allSwitches(false),
      timestamp: true,
      operatingSystem: true,
      deviceType: true,
      browserLanguage: true,
    });

  // withdrawing is as easy as giving: from the footer of any page
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await expect(page.getByRole('switch', { name: 'Zeitstempel Service' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Browser Informationen' })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Zeitstempel Service' }).uncheck();
  await page.getByRole('switch', { name: 'System Informationen' }).uncheck();
  posted = postedDecision(page);
  await button(page, 'Auswahl speichern').click();
  expect(serviceDataKeys(await posted)).toEqual([]);
  await expect.poll(() => storedSwitches(request, uuid)).toEqual(allSwitches(false));
  expect(await visitorId(context)).toBe(uuid);
});

test('a private window gets the incognito notice, and "Okay" keeps nothing beyond the window', async ({
  app,
  page,
  context,
}) => {
  await windowKind(context, 'private');
  await app.goto('/');
  await expect(
    dialog(page).getByRole('heading', { name: 'Incognito-Modus erkannt' }),
  ).toBeVisible();
  // "Okay" sets a session cookie: the notice says so instead of claiming nothing is stored
  await expect(dialog(page)).toContainText(
    'Im Incognito-Modus werden keine Daten über dieses Fenster hinaus gespeichert: Deinen Warenkorb und dass du diesen Hinweis gelesen hast, merken sich Cookies nur, bis du das Fenster schließt.',
  );
  await button(page, 'Okay').click();
  await expect(dialog(page)).toBeHidden();
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain(VISITOR_COOKIE);
  // the notice is remembered for this window only, and the server no longer sends the dialog
  expect(cookies.find((cookie) => cookie.name === INCOGNITO_NOTICE_COOKIE)?.expires).toBe(-1);
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('<dialog');
  // the browser asks the detector again, which still says private, and stays quiet
  const detectorAsked = page.waitForResponse(/\/assets\/private-window-[\w-]+\.js$/);
  await app.reload();
  await expect(page.locator('.product-card-title').first()).toBeVisible();
  await detectorAsked;
  await expect(dialog(page)).toBeHidden();
});

test('a first visit gets the dialog with the page: in the first HTML, then modal, no console error', async ({
  app,
  page,
  context,
  request,
  browser,
  baseURL,
}) => {
  const html = await (await request.get('/einkaufswagen')).text();
  expect(html).toMatch(/<dialog class="consent-dialog"[^>]* open=""/);
  expect(html).toContain('Cookies und Datenschutz');
  // its stylesheet comes inline with it; its script follows while the page hydrates
  expect(html).toMatch(/<style data-href="\/assets\/consent-dialog-[\w-]+\.css">/);
  expect(html).not.toMatch(/modulepreload" href="\/assets\/consent-dialog/);

  const problems = collectProblems(page);
  const stylesheets = requestsSeen(page, (request) => request.resourceType() === 'stylesheet');
  await windowKind(context, 'normal');
  await app.goto('/einkaufswagen');
  await expect(dialog(page)).toBeVisible();
  await expect(button(page, 'Alle akzeptieren')).toBeEnabled();
  expect(await dialog(page).evaluate((element) => element.matches(':modal'))).toBe(true);
  expect(problems).toEqual([]);
  // every sheet came inline: the dialog's script does not fetch the page's own sheet once more
  expect(stylesheets).toEqual([]);

  // with an id (the stored decision decides) or without JavaScript, the server sends none
  const uuid = crypto.randomUUID();
  const known = await request.get('/', { headers: { cookie: `${VISITOR_COOKIE}=${uuid}` } });
  expect(await known.text()).not.toContain('<dialog');
  const withoutScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plain = await withoutScript.newPage();
  await plain.goto('/');
  await expect(plain.locator('dialog')).toBeAttached();
  await expect(plain.locator('dialog')).toBeHidden();
  await expect(plain.locator('.product-card-title').first()).toBeVisible();
  await withoutScript.close();
});

const WORKER_SCRIPT = /\/assets\/private-window\.worker-[\w-]+\.js$/;

test('the private-window check runs in a worker whose answer reaches the dialog (docs/shop/consent.md#when-the-dialog-shows)', async ({
  app,
  page,
  context,
}) => {
  // the detector's second of IndexedDB writes happens beside the page, not between its taps;
  // its timing verdict is blurred on a loaded test machine, so the worker answers "private" here
  await context.route(WORKER_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'postMessage(true);' }),
  );
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await app.goto('/');
  await expect(
    dialog(page).getByRole('heading', { name: 'Incognito-Modus erkannt' }),
  ).toBeVisible();
  expect(workers).toEqual([expect.stringMatching(WORKER_SCRIPT)]);
});

test('the real detector answers from its worker and then ends it, without a page error', async ({
  app,
  page,
}) => {
  const problems = collectProblems(page, ['error']);
  const ended = page
    .waitForEvent('worker')
    .then(
      (worker) => new Promise<string>((resolve) => worker.on('close', () => resolve(worker.url()))),
    );
  await app.goto('/');
  expect(await ended).toMatch(WORKER_SCRIPT);
  // private (Playwright keeps IndexedDB in memory) or, when the timing blurs, normal: either way
  // the dialog ends up usable
  await expect(
    dialog(page)
      .getByRole('button', { name: 'Okay', exact: true })
      .or(button(page, 'Alle akzeptieren')),
  ).toBeEnabled();
  expect(problems).toEqual([]);
});

test('a detector that fails counts as a normal window (docs/shop/consent.md#when-the-dialog-shows)', async ({
  app,
  page,
  context,
}) => {
  await context.route(WORKER_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'throw new Error("IndexedDB gesperrt");',
    }),
  );
  await app.goto('/');
  await expect(
    dialog(page).getByRole('heading', { name: 'Cookies und Datenschutz' }),
  ).toBeVisible();
  await expect(button(page, 'Alle akzeptieren')).toBeEnabled();
});

test('a decision under an older banner version is asked again', async ({
  app,
  page,
  context,
  request,
  baseURL,
}) => {
  const uuid = crypto.randomUUID();
  const old = await request.post('/api/consent', {
    data: { uuid, configuration: allSwitches(true), serviceData: {}, bannerVersion: '2024-01-01' },
  });
  expect(old.status()).toBe(201);
  await context.addCookies([{ name: VISITOR_COOKIE, value: uuid, url: baseURL ?? '' }]);
  await windowKind(context, 'normal');
  await app.goto('/');
  await expect(
    dialog(page).getByRole('heading', { name: 'Cookies und Datenschutz' }),
  ).toBeVisible();
});

test('a decision the shop cannot look up is not asked for again; one it does not know is', async ({
  app,
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: VISITOR_COOKIE, value: crypto.randomUUID(), url: baseURL ?? '' },
  ]);
  await windowKind(context, 'normal');
  const detectorAsked = requestsSeen(page, (request) =>
    /\/assets\/private-window-/.test(request.url()),
  );
  // the shop out of reach for the lookup (a phone losing its signal, the database restarting)
  const lookup = /\/api\/consent\/[\w-]+$/;
  await page.route(lookup, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unavailable', message: 'Gleich wieder da.' } }),
    }),
  );
  const failed = page.waitForResponse(lookup);
  await app.goto('/');
  expect((await failed).status()).toBe(503);
  // without the decision the dialog would ask the kind of window next, then open
  await page.waitForLoadState('networkidle');
  expect(detectorAsked).toEqual([]);
  await expect(dialog(page)).toHaveCount(0);

  // the next page looks again: this visitor id has no decision stored, so the dialog asks
  await page.unroute(lookup);
  await app.reload();
  await expect(
    dialog(page).getByRole('heading', { name: 'Cookies und Datenschutz' }),
  ).toBeVisible();
});

test('keyboard only: focus stays in the dialog, Escape decides nothing, Enter accepts', async ({
  app,
  page,
  context,
}) => {
  await windowKind(context, 'normal');
  await app.goto('/');
  // the server's dialog is modal (and its buttons answer) once the window is known not private
  await expect(button(page, 'Alle akzeptieren')).toBeEnabled();
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      () =>
        document.activeElement === document.body ||
        Boolean(document.activeElement?.closest('dialog')),
    );
    expect(inside, `after ${step + 1} × Tab`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeVisible();
  expect(await context.cookies()).toEqual([]);

  await button(page, 'Nur essentielle Cookies akzeptieren').focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await visitorId(context);
});

for (const width of [375, 1280]) {
  test(`all three views at ${width} px have no serious accessibility violations`, async ({
    context,
    page,
    browser,
  }) => {
    // three full-page axe runs of the shop home (each ~20 s on the 2-core CI machine)
    test.setTimeout(150_000);
    await windowKind(context, 'normal');
    const normal = page;
    await normal.setViewportSize({ width, height: 800 });
    await appOn(normal).goto('/');
    await expect(dialog(normal)).toBeVisible();
    expect(await seriousViolations(normal)).toEqual([]);
    await button(normal, 'Einstellungen anpassen').click();
    await expect(normal.getByRole('switch', { name: 'Standort Service' })).toBeVisible();
    expect(await seriousViolations(normal)).toEqual([]);

    const privateWindow = await browser.newContext({ viewport: { width, height: 800 } });
    await windowKind(privateWindow, 'private');
    const notice = await privateWindow.newPage();
    await appOn(notice).goto('/');
    await expect(button(notice, 'Okay')).toBeVisible();
    expect(await seriousViolations(notice)).toEqual([]);
    await privateWindow.close();
  });
}
