import { PassThrough, type Readable } from 'node:stream';
import { QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { cartFromCookies } from '../domain/cart';
import { asksOnArrival } from '../domain/consent';
import { ApiError } from './api/client';
import { dehydratePage } from './api/page-state';
import { ServerCartContext } from './cart/cart-store';
import ConsentDialog from './consent/consent-dialog';
import { CONSENT_DIALOG_MODULE, ServerConsentContext } from './consent/consent-gate';
import { Document } from './document';
import { pageQueries } from './page-data';
import { routes } from './routes';
import { ServerData, ServerHead } from './server-document';
import { QUERY_DEFAULTS, ShopApp } from './shop-app';
import { completeShopConfig, type ShopSettings } from './shop-config';

export interface BuiltAssets {
  starter: string;
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
  assets: (pageModules: string[], styledModules?: string[]) => BuiltAssets;
  /** An API path's answer as the browser would get it: status and JSON body. */
  fetchJson: (path: string) => Promise<{ status: number; body: unknown }>;
  onError: (error: unknown) => void;
}

export type RenderedPage =
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'html'; body: Readable; abort: () => void };

// resolved lazy pages stay resolved in the handler: one per process
const handler = createStaticHandler(routes);

/**
 * Renders a shop page as HTML: the page's data is fetched first (page-data.ts), so the page comes
 * out whole, and the browser hydrates it with the same data (no second fetch, no layout shift).
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      location: context.headers.get('location') ?? '/',
      status: context.status,
    };
  }

  const consentOnArrival = asksOnArrival(request.cookies);
  const assets = request.assets(
    context.matches.flatMap((match) => {
      const module: unknown = match.route.handle?.module;
      return typeof module === 'string' ? [module] : [];
    }),
    consentOnArrival ? [CONSENT_DIALOG_MODULE] : [],
  );
  const config = completeShopConfig(request.config);
  const cart = cartFromCookies(request.cookies);
  const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  await Promise.all(
    pageQueries(request.url, cart).map(async ({ queryKey, path }) => {
      const { status, body } = await request.fetchJson(path);
      if (status === 200) {
        queryClient.setQueryData(queryKey, body);
        return;
      }
      // the error the browser's fetch would have raised, so the page explains it the same way
      const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
      const failure = new ApiError(status, error?.code ?? 'HTTP_ERROR', error?.message ?? '');
      await queryClient.prefetchQuery({
        queryKey,
        queryFn: () => Promise.reject(failure),
        retry: false,
      });
    }),
  );

  const page = (
    <Document
      head={<ServerHead stylesheets={assets.stylesheets} />}
      data={
        <ServerData
          config={config}
          queryState={dehydratePage(queryClient)}
          scripts={{ entry: assets.entry, preloads: assets.modulePreloads }}
        />
      }
    >
      <ShopApp queryClient={queryClient} config={config}>
        <ServerCartContext.Provider value={cart}>
          <ServerConsentContext.Provider
            value={{ onArrival: consentOnArrival, Dialog: ConsentDialog }}
          >
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </ServerConsentContext.Provider>
        </ServerCartContext.Provider>
      </ShopApp>
    </Document>
  );

  return new Promise((resolve, reject) => {
    // the data is fetched already, so waiting for everything costs nothing and keeps React from
    // streaming inline scripts (which the CSP would block)
    const { pipe, abort } = renderToPipeableStream(page, {
      bootstrapModules: [assets.starter],
      // React moves a Suspense boundary (the consent dialog's) out of line, to be put in place by
      // an inline script, once the bytes before it pass this size; the whole page is ready, so
      // nothing would come earlier by that
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        pipe(body);
        resolve({ kind: 'html', body, abort });
      },
      onShellError: reject,
      onError: request.onError,
    });
  });
}
