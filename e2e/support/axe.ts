import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core's serious and critical findings on the page as it is now (our quality bar). */
export async function seriousViolations(page: Page) {
  // axe reads the colours of this instant: a button the pointer came to rest on after a resize
  // is mid-way through its hover transition, in colours neither state has (a flaky contrast
  // finding); the page is checked at rest, the pointer off it
  await page.mouse.move(0, 0);
  const atRest = await page.addStyleTag({
    content: '*,*::before,*::after{transition:none!important;animation:none!important}',
  });
  let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
  try {
    results = await new AxeBuilder({ page }).analyze();
  } finally {
    await atRest.evaluate((style) => (style as Element).remove());
  }
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** A page looked at as a phone and a desktop show it (screenshots to open), then checked by axe. */
export async function lookedAt(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
  expect(await seriousViolations(page)).toEqual([]);
}
