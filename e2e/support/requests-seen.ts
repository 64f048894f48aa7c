import type { Page, Request } from '@playwright/test';

/** The addresses of the page's requests that `matches` picks, from now on, in order. */
export function requestsSeen(page: Page, matches: (request: Request) => boolean): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (matches(request)) seen.push(request.url());
  });
  return seen;
}

export const pathOf = (request: Request) => new URL(request.url()).pathname;
