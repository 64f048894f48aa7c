import { hashKey, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type DataRouteObject,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import { cartFromCookies } from '../domain/cart';
import { asksOnArrival } from '../domain/consent';
import { ApiError } from './api/client';
import { dehydratePage } from './api/page-state';
import { ServerCartContext } from './cart/cart-store';
import ConsentDialog from './consent/consent-dialog';
import { CONSENT_DIALOG_MODULE, ServerConsentContext } from './consent/consent-gate';
import { Document } from './document';
import { type PageData, type PageHandle, type PageQuery, pageDataContext } from './page-data';
import { routes } from './routes';
import { type SearchPages, searchPages } from './search-pages';
import { ServerData, ServerHead, type StarterScript } from './server-document';
import { QUERY_DEFAULTS, ShopApp } from './shop-app';
import { completeShopConfig, type ShopSettings } from './shop-config';

export type { SearchPages };

export interface BuiltAssets {
  starter: StarterScript;
  entry: string;
  /** Each stylesheet with its text: inlined in the head. */
  stylesheets: { href: string; css: string }[];
  modulePreloads: string[];
}

export interface PageRequest {
  url: URL;
  /** The request's `Cookie` header: the cart page renders the cart it holds. */
  cookies: string | undefined;
  config: ShopSettings;
  /** The built files of the entry and of the named lazy page sources (and styles of others). */
  assets: (pageModules: string[], styledModules?: string[]) => Promise<BuiltAssets>;
  /**
   * An API path's answer as the browser would get it: status and JSON body, and when it was read
   * if that was before this request (an answer pages share, docs/decisions/037-performance.md).
   */
  fetchJson: (path: string) => Promise<{ status: number; body: unknown; readAt?: number }>;
  onError: (error: unknown) => void;
}

export type RenderedPage =
  | { kind: 'redirect'; location: string; status: number }
  | {
      kind: 'html';
      status: number;
      /** A page per order or for staff (handle.private): no cache may keep it. */
      private: boolean;
      /**
       * The page's text in pieces: the even ones rendered for this request, between each two
       * the text of one of the build's stylesheets, inline where its `<style>` stands. Those are
       * the same strings in every page (most of its bytes): the server makes them into bytes and
       * compresses them once, and the rendered text stays small
       * (docs/decisions/037-performance.md).
       */
      body: string[];
    };

// how React marks a Suspense boundary it leaves to the browser (an error, or not ready in time)
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';
// where a stylesheet's text goes; new in every process, so no text on a page can be taken for it
const STYLESHEET_SLOT = `/*stylesheet ${crypto.randomUUID()}*/`;

// resolved lazy pages stay resolved in the handler: one per process
const handler = createStaticHandler(routes);

/** sitemap.xml and robots.txt, from the same route table the pages are rendered with. */
export const pagesForSearch: SearchPages = searchPages(routes);

/**
 * The routes of the page's matches only. createStaticRouter converts every route it is given
 * again, and the render matches the address against them again, on each request: with the
 * shop's whole table that was 6 % of a cart page's CPU (docs/decisions/037-performance.md).
 * The page renders from its matches alone; the browser's router gets the whole table.
 */
function matchedBranch(routes: DataRouteObject[], ids: Set<string>): DataRouteObject[] {
  return routes
    .filter((route) => ids.has(route.id))
    .map((route) =>
      route.children ? { ...route, children: matchedBranch(route.children, ids) } : route,
    );
}

/**
 * The routes' loaders on the server: each query is answered by the shop's API, and awaited. An
 * answer goes into the page's query cache in one step, with the time it was read (the browser
 * counts its age from then); TanStack Query's `ensureQueryData` took four rounds of merging the
 * query's options for the same, 4 % of a cart page's CPU (docs/decisions/037-performance.md).
 * Two loaders asking the same query share one read.
 */
function serverPageData(queryClient: QueryClient, request: PageRequest): PageData {
  const reads = new Map<string, ReturnType<PageRequest['fetchJson']>>();
  const ensure = async ({ queryKey, path }: PageQuery) => {
    const hash = hashKey(queryKey);
    let read = reads.get(hash);
    if (!read) {
      read = request.fetchJson(path);
      reads.set(hash, read);
    }
    let failure: unknown;
    try {
      const answer = await read;
      if (answer.status === 200)
        return queryClient.setQueryData(queryKey, answer.body, { updatedAt: answer.readAt });
      // the error the browser's fetch would have raised, so the page explains it the same way
      const error = (answer.body as { error?: { code?: string; message?: string } } | null)?.error;
      failure = new ApiError(answer.status, error?.code ?? 'HTTP_ERROR', error?.message ?? '');
    } catch (thrown) {
      failure = thrown;
    }
    // a failure is put in the query, as a failed fetch would leave it
    return queryClient.fetchQuery({
      queryKey,
      queryFn: () => Promise.reject(failure),
      retry: false,
    });
  };
  return {
    read: (query) => ensure(query).catch(() => undefined),
    load: (queries) =>
      Promise.all(
        queries.map((query) =>
          ensure(query).then(
            () => undefined,
            (failure: unknown) => failure,
          ),
        ),
      ),
  };
}

/**
 * Renders a shop page as HTML: the routes' loaders fetch the page's data first (page-data.ts), so
 * the page comes out whole with its HTTP status, and the browser hydrates it with the same data
 * (no second fetch, no layout shift).
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  const context = await handler.query(
    // the cookie too: the cart page's loader reads the cart from it
    new Request(request.url, { headers: request.cookies ? { cookie: request.cookies } : {} }),
    {
      requestContext: new RouterContextProvider(
        new Map([[pageDataContext, serverPageData(queryClient, request)]]),
      ),
    },
  );
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      location: context.headers.get('location') ?? '/',
      status: context.status,
    };
  }

  const handles = context.matches.map((match) => (match.route.handle ?? {}) as PageHandle);
  const consentOnArrival = asksOnArrival(request.cookies);
  const assets = await request.assets(
    handles.flatMap((handle) => (handle.module ? [handle.module] : [])),
    consentOnArrival ? [CONSENT_DIALOG_MODULE] : [],
  );
  const config = completeShopConfig(request.config);
  const cart = cartFromCookies(request.cookies);
  // a loader's status (an unknown product) or the page's own (the "not found" pages)
  const status =
    context.statusCode === 200
      ? (handles.find((handle) => handle.status)?.status ?? 200)
      : context.statusCode;

  const page = (
    <Document
      shop={handles.some((handle) => handle.shop)}
      head={
        <ServerHead
          stylesheets={assets.stylesheets.map(({ href }) => ({ href, css: STYLESHEET_SLOT }))}
          noindex={handles.some((handle) => handle.noindex)}
        />
      }
      data={
        <ServerData
          config={config}
          pageState={{ queries: dehydratePage(queryClient), loaderData: context.loaderData }}
          scripts={{ entry: assets.entry, preloads: assets.modulePreloads }}
          starter={assets.starter}
        />
      }
    >
      <ShopApp queryClient={queryClient} config={config}>
        <ServerCartContext.Provider value={cart}>
          <ServerConsentContext.Provider
            value={{ onArrival: consentOnArrival, Dialog: ConsentDialog }}
          >
            <StaticRouterProvider
              router={createStaticRouter(
                matchedBranch(
                  handler.dataRoutes,
                  new Set(context.matches.map((match) => match.route.id)),
                ),
                context,
              )}
              context={context}
              hydrate={false}
            />
          </ServerConsentContext.Provider>
        </ServerCartContext.Provider>
      </ShopApp>
    </Document>
  );

  // the data is fetched already (the loaders waited for it), so the page is rendered in one go
  // into one string: React's streaming renderer encodes each small chunk into bytes on its own,
  // about a sixth of a cart page's CPU (docs/decisions/037-performance.md)
  const html = `<!DOCTYPE html>${renderToString(page)}`;
  // a part that failed or was not ready (a Suspense boundary) is left to the browser to render:
  // the page still works, but that is a defect to hear about
  if (html.includes(CLIENT_RENDERED_BOUNDARY))
    request.onError(new Error(`${request.url.pathname}: a part of the page was not rendered`));
  const own = html.split(STYLESHEET_SLOT);
  if (own.length !== assets.stylesheets.length + 1)
    throw new Error(`${request.url.pathname}: the page's stylesheets are not where they belong`);
  const body = own.flatMap((text, i) => {
    const stylesheet = assets.stylesheets[i];
    return stylesheet ? [text, stylesheet.css] : [text];
  });
  return { kind: 'html', status, private: handles.some((handle) => handle.private), body };
}
