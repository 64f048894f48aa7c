// The shop's browser tests import `test` and `expect` from here. A server-rendered page shows
// everything before its script runs (the app starts after the first paint: app-starter.ts). The
// starter holds taps on buttons until then and replays text typed, boxes ticked and options
// chosen meanwhile (tap-before-start.spec.ts); what it does not cover (a key held, a drag, focus
// and scroll) would race the app taking the page over — so a test navigates with the `app`
// fixture, whose navigations return once the app runs on the new page. Playwright's own
// `page.goto` is left as it is: it returns at the load event, as documented.
import { test as base, type Page, type Response } from '@playwright/test';
import { APP_SCRIPTS_ELEMENT } from '../../src/web/app-scripts';
import { HYDRATED_ATTRIBUTE } from '../../src/web/document';

export { expect } from '@playwright/test';

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

type GotoOptions = Parameters<Page['goto']>[1];
type ReloadOptions = Parameters<Page['reload']>[0];

/** A page's navigations, each returning once the shop's app has taken the new page over. */
export interface AppNavigation {
  goto(url: string, options?: GotoOptions): Promise<Response | null>;
  reload(options?: ReloadOptions): Promise<Response | null>;
}

/** The `app` fixture for another page than the test's own (a second context, a colleague). */
export function appOn(page: Page): AppNavigation {
  const started = async (navigation: Promise<Response | null>) => {
    const response = await navigation;
    await appStarted(page);
    return response;
  };
  return {
    goto: (url, options) => started(page.goto(url, options)),
    reload: (options) => started(page.reload(options)),
  };
}

export const test = base.extend<{ app: AppNavigation }>({
  app: async ({ page }, use) => {
    await use(appOn(page));
  },
});
