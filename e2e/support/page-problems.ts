import type { Page } from '@playwright/test';

/**
 * The page's console messages of the kinds named and its uncaught errors from now on; a
 * hydration mismatch is one (React reports it).
 */
export function collectProblems(page: Page, kinds = ['error', 'warning']): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (kinds.includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}
