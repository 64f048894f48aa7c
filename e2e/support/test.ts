// The shop's browser tests: Playwright's `test`, whose pages (every page of every context) return
// from a navigation once the shop's app has taken the server's page over. A server-rendered page
// shows everything before its script runs (the app starts after the first paint, after the load
// event: app-starter.ts), and a tap before that would be lost.
import { test as base, type Page } from '@playwright/test';
import { APP_SCRIPTS_ELEMENT } from '../../src/web/app-scripts';
import { HYDRATED_ATTRIBUTE } from '../../src/web/document';

/**
 * Until the page's app runs; at once for a page without the app (an API answer, a plain file) or
 * without JavaScript (a browser with scripting off parses `<noscript>` content as elements, and
 * every shop page has a `<noscript>` style).
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    ({ scripts, attribute }) =>
      !document.getElementById(scripts) ||
      document.documentElement.hasAttribute(attribute) ||
      [...document.querySelectorAll('noscript')].some((element) => element.childElementCount > 0),
    { scripts: APP_SCRIPTS_ELEMENT, attribute: HYDRATED_ATTRIBUTE },
  );
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;
const patched = new WeakSet<object>();

/** Pages are one class: its navigations, once per test process, wait for the app as well. */
function waitForTheAppAfterNavigations(page: Page) {
  const pageClass = Object.getPrototypeOf(page) as Record<string, unknown>;
  if (patched.has(pageClass)) return;
  patched.add(pageClass);
  for (const name of NAVIGATIONS) {
    const navigate = pageClass[name] as (this: Page, ...args: unknown[]) => Promise<unknown>;
    pageClass[name] = async function (this: Page, ...args: unknown[]) {
      const response = await navigate.apply(this, args);
      await appStarted(this);
      return response;
    };
  }
}

export const test = base.extend({
  page: async ({ page }, use) => {
    waitForTheAppAfterNavigations(page);
    await use(page);
  },
});
