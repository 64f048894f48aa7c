import type { DehydratedState } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import type { HydrationState } from 'react-router';

/** The page's data as the server rendered it: the query cache and what the routes' loaders said. */
export interface PageState {
  queries: DehydratedState;
  loaderData: HydrationState['loaderData'];
}

export const PAGE_STATE_ELEMENT = 'page-state';

/**
 * Set on `<html>` once React has taken the server's page over: from then on its buttons answer.
 * The app starts only after the first paint (app-starter.ts), later than the load event, so
 * browser tests wait for this mark rather than for `load`.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * The whole page, rendered on the server and hydrated in the browser. The server adds the head
 * and the data blocks (server-document.tsx); React leaves those elements alone while hydrating,
 * since head and body tolerate elements the browser's render does not name. So the browser's
 * bundle carries none of it.
 */
export function Document({
  children,
  head,
  data,
}: {
  children: ReactNode;
  head?: ReactNode;
  data?: ReactNode;
}) {
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
  return (
    <html lang="de">
      <head>{head}</head>
      <body>
        <div id="root">{children}</div>
        {data}
      </body>
    </html>
  );
}
