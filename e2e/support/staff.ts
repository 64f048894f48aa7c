// The staff account the e2e server is started with (playwright.config.ts creates it through
// `npm run user:create` before the server starts); the JWT secret is checked not to leak.
import type { Page } from '@playwright/test';
import { appOn, expect } from './test';

export const STAFF_EMAIL = process.env.E2E_STAFF_EMAIL ?? 'greta@hofladen.example';
export const STAFF_PASSWORD = process.env.E2E_STAFF_PASSWORD ?? 'Lindenblüte-im-Juni-42';
export const E2E_JWT_SECRET = 'e2e-only-secret-9f4c2a7d1b8e6035a1c4d7e2f9b0c3a6';

/**
 * Until the backoffice page shows its data: its heading is there and no spinner says "… wird
 * geladen…" (src/web/admin/query-state.tsx) — a form typed into before its data came would be
 * filled again by it.
 */
export async function staffPageShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /(geladen|geprüft)…$/ })).toHaveCount(0);
}

/** Signs in on the login page and lands on `next` with its data shown, as staff do. */
export async function signInAsStaff(page: Page, next: string) {
  await appOn(page).goto(`/auth/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-Mail').fill(STAFF_EMAIL);
  await page.getByLabel('Passwort').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  // the sign-in hashes the password on purpose slowly: with two browsers and the server on two
  // cores it took over 10 s in CI (the page stood at "Anmelden..." and the test gave up)
  await expect(page).toHaveURL(next, { timeout: 30_000 });
  await staffPageShown(page);
}
