import { Fragment } from 'react';
import { SHOP_ICON_DATA_URL } from '../domain/shop-icon';
import { APP_SCRIPTS_ELEMENT, type AppScripts } from './app-scripts';
import { PAGE_STATE_ELEMENT, type PageState } from './document';
import { SHOP_CONFIG_ELEMENT, type ShopConfig } from './shop-config';

// React renders it; its types know `disabled` only on form elements
const DISABLED = { disabled: true } as object;

/** The head as the server sends it: the page's own title and meta tags are hoisted beside it. */
export function ServerHead({
  stylesheets,
  noindex,
}: {
  stylesheets: { href: string; css: string }[];
  /** The page's route asks search engines to leave it out (routes.tsx). */
  noindex: boolean;
}) {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content="#3d2b15" />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="icon" href={SHOP_ICON_DATA_URL} />
      {/* inline, not linked: on a slow phone connection a stylesheet costs a round trip before
          anything shows; `data-href` names the built file the text came from */}
      {stylesheets.map(({ href, css }) => (
        <Fragment key={href}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own built CSS, "</style" escaped */}
          <style data-href={href} dangerouslySetInnerHTML={{ __html: css }} />
          {/* a disabled link is never fetched; it tells Vite's chunk loader that the sheet is
              here already (otherwise each lazy chunk needing it fetches and applies it again) */}
          <link rel="stylesheet" href={href} {...DISABLED} />
        </Fragment>
      ))}
      {/* without JavaScript nothing is collected, and the dialog could not be answered */}
      <noscript>
        <style>{'.consent-dialog{display:none}'}</style>
      </noscript>
    </>
  );
}

/** app-starter.ts: its text, which the page carries inline, or (in development) its module. */
export type StarterScript = { script: string } | { module: string };

/** JSON in a data block: not executed (the CSP needs no exception), `<` escaped so no text can close it. */
function DataBlock({ id, value }: { id: string; value: unknown }) {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, in a data block
  return <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: json }} />;
}

/** What the browser reads before hydrating: the shop settings, the page's data and its scripts. */
export function ServerData({
  config,
  pageState,
  scripts,
  starter,
}: {
  config: ShopConfig;
  pageState: PageState;
  scripts: AppScripts;
  /** app-starter.ts, last in the body: it adds the app's scripts once the first paint is on screen. */
  starter: StarterScript;
}) {
  return (
    <>
      <DataBlock id={SHOP_CONFIG_ELEMENT} value={config} />
      <DataBlock id={PAGE_STATE_ELEMENT} value={pageState} />
      <DataBlock id={APP_SCRIPTS_ELEMENT} value={scripts} />
      {'script' in starter ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built starter, "<script" escaped (built-assets.ts), allowed by its hash
        <script dangerouslySetInnerHTML={{ __html: starter.script }} />
      ) : (
        // no `async`: React would hoist such a script into the head
        <script type="module" src={starter.module} />
      )}
    </>
  );
}
