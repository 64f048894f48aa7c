// The Postausgang as staff read it: the e2e server sends no mail, so a spec finds the links a
// customer would get (a booking's own page, a waitlist entry) in the stored mail's text.
import type { Page } from '@playwright/test';
import { appOn, expect } from './test';

/** The newest mail to `recipient` whose subject matches, opened in the Postausgang: its text. */
export async function mailInOutbox(staff: Page, recipient: string, subject: RegExp) {
  // only this customer's mails: other tests' mails would push it off the first page
  await appOn(staff).goto(`/admin/postausgang?q=${encodeURIComponent(recipient)}`);
  const tile = staff
    .getByRole('listitem')
    .filter({ hasText: `an ${recipient}` })
    .filter({ hasText: subject })
    .first();
  await tile.getByRole('button', { name: subject }).click();
  const text = (await tile.locator('pre').textContent()) ?? '';
  expect(text).not.toBe('');
  return text;
}

/** The path of the first link to `path` in a mail's text. */
export const linkIn = (text: string, path: string) => {
  const found = new RegExp(`https?://[^\\s]+${path}/[A-Za-z0-9_-]+`).exec(text)?.[0];
  if (!found) throw new Error(`no ${path} link in:\n${text}`);
  return new URL(found).pathname;
};
