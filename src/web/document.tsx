import type { DehydratedState } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import type { HydrationState } from 'react-router';

/** The page's data as the server rendered it: the query cache and what the routes' loaders said. */
export interface PageState {
  queries: DehydratedState;
  loaderData: HydrationState['loaderData'];
}

export const PAGE_STATE_ELEMENT = 'page-state';

/** The element the app renders into, on the server and in the browser. */
export const ROOT_ELEMENT = 'root';

/**
 * Set on `<html>` once the app has taken the server's page over: from then on its buttons answer.
 * The app starts only after the first paint (app-starter.ts), later than the load event, so
 * browser tests wait for this mark rather than for `load`.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Sent on `window` right before the app takes the server's page over, in the same task: what a
 * visitor typed or ticked until then is read at this moment (app-starter.ts) and told to the app
 * once it has its listeners, before any render of the app sets the fields to its own state and
 * before any key pressed meanwhile reaches the app.
 */
export const TAKING_OVER_EVENT = 'taking-over';

/** In the browser, before the app has taken the server's page over: a render must match it. */
export const isTakingOver = (): boolean =>
  typeof document !== 'undefined' && !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);

/** Sets the hydrated mark: rendered last in the browser's root. */
export function HydratedMark() {
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
  return null;
}

/**
 * The whole page as the server renders it: head and data blocks (server-document.tsx) around the
 * app's root element, which is all the browser hydrates. So the browser's bundle carries none of
 * the rest.
 */
export function Document({
  children,
  head,
  data,
  shop = false,
}: {
  children: ReactNode;
  head?: ReactNode;
  data?: ReactNode;
  /** A shop page: without JavaScript it says that it can be read, not ordered from. */
  shop?: boolean;
}) {
  return (
    <html lang="de">
      <head>{head}</head>
      <body>
        {/* decision 009; outside the root, which is all the app hydrates: an element only the
            server renders inside it would make the app rebuild the page (and lose what was typed) */}
        {shop && (
          <noscript>
            <p className="noscript-note">
              Ohne JavaScript kannst du im Shop stöbern, aber nicht bestellen. Zum Bestellen bitte
              JavaScript aktivieren.
            </p>
          </noscript>
        )}
        <div id={ROOT_ELEMENT}>{children}</div>
        {data}
      </body>
    </html>
  );
}
