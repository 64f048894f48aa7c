import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './e2e/support/browser';
import { E2E_JWT_SECRET, STAFF_EMAIL, STAFF_PASSWORD } from './e2e/support/staff';
import { DECIDED_VISITOR_STATE } from './e2e/support/visitor';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
// a fresh embedded database per run, with the demo catalogue and one staff account
const dataDir = join(tmpdir(), `hofladen-e2e-${PORT}`);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM,
  },
  projects: [
    { name: 'visitor', testMatch: /visitor\.setup\.ts$/ },
    {
      name: 'shop',
      dependencies: ['visitor'],
      testIgnore: /(shop-settings|legacy-import)\.spec\.ts$/,
      // every test is a visitor who decided about cookies already; the consent tests start fresh
      use: { storageState: DECIDED_VISITOR_STATE },
    },
    {
      // change what every cart shows (the shipping rate) or the catalogue (imported products):
      // run once all other tests are done
      name: 'settings',
      dependencies: ['shop'],
      testMatch: /(shop-settings|legacy-import)\.spec\.ts$/,
      use: { storageState: DECIDED_VISITOR_STATE },
    },
  ],
  webServer: {
    // the account is made the way an owner makes one, before the server takes the folder
    command: [
      `rm -rf '${dataDir}'`,
      `printf '%s\\n' "$E2E_STAFF_PASSWORD" | tsx src/server/identity/create-user-cli.ts --email "$E2E_STAFF_EMAIL" --first-name Greta --last-name Bienenstöck`,
      'tsx src/server/main.ts',
    ].join(' && '),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      JWT_SECRET: E2E_JWT_SECRET,
      E2E_STAFF_EMAIL: STAFF_EMAIL,
      E2E_STAFF_PASSWORD: STAFF_PASSWORD,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      STRIPE_SECRET_KEY: '',
      SMTP_URL: '',
      // every browser test comes from 127.0.0.1; the per-visitor limit is tested in the API suite
      CHECKOUT_RATE_LIMIT: '1000',
      // every backoffice test signs in from 127.0.0.1: two workers on a quick run passed 20 a minute
      LOGIN_RATE_LIMIT: '600',
      // each page a decided visitor loads reads the decision back: two workers on a quick host
      // passed 60 a minute (the demo site's test loads 20 pages in a few seconds)
      CONSENT_RATE_LIMIT: '6000',
      MAX_OPEN_ORDERS_PER_ADDRESS: '1000',
      MAX_HELD_UNITS_PER_ADDRESS: '100000',
      MAX_HELD_PLACES_PER_ADDRESS: '100000',
      // Playwright's request context reuses an idle connection without an idle timeout of its own
      // and, unlike a browser, does not retry: a server closing it at 5 s raced the next request
      // sent on it at that instant (ECONNRESET, two tests in one CI run)
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      MAX_HELD_SHARE_PERCENT: '100',
      HOLD_COOLDOWN_MINUTES: '0',
      // a minute of rendering every image size would compete with the tests for the two cores;
      // the pages render sizes on demand just the same (catalog.test.ts, images-prerender.test.ts)
      PRERENDER_IMAGES: 'false',
    },
  },
});
