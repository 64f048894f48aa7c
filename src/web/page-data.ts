import { createContext, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router';
import { namesNothing } from './api/client';

/** What the server and the shop's frame know of a page besides its component and data. */
export interface PageHandle {
  /** A lazy page's source: the server inlines its stylesheet and preloads its code with the page. */
  module?: string;
  /** Listed in sitemap.xml (a pattern's `:productId` stands for each listed product). */
  sitemap?: true;
  /** Search engines are asked to leave it out (`<meta name="robots" content="noindex">`). */
  noindex?: true;
  /** Per order or staff only: robots.txt keeps crawlers away. */
  private?: true;
  /** The HTTP status the page always has; a loader decides it for a page about some data. */
  status?: 404;
  /** The floating cart button stays away: at 375 px it covered the page's amounts and links. */
  cartButton?: false;
  /** A page of the shop (its layout): without JavaScript it says it cannot take orders. */
  shop?: true;
}

/** One piece of a page's data: the query its components read and the API path that answers it. */
export interface PageQuery {
  queryKey: readonly unknown[];
  path: string;
}

/** How the routes' loaders put a page's data into the TanStack Query cache. */
export interface PageData {
  /** Each query's failure in the order asked; undefined where it succeeded or was not awaited. */
  load(queries: PageQuery[]): Promise<unknown[]>;
  /** One query's answer (cached like the others), or undefined when it failed or in the browser. */
  read(query: PageQuery): Promise<unknown>;
}

/**
 * The server provides the real one (entry-server.tsx): it fetches and waits, so the page is
 * rendered whole and its status can depend on the data. In the browser the loaders fetch nothing:
 * a navigation goes on at once, and the page's components fetch their data with their own retry
 * rules and show their skeletons meanwhile, as the spec asks.
 */
export const pageDataContext = createContext<PageData>({
  load: async () => [],
  read: async () => undefined,
});

export type PageLoaderArgs = LoaderFunctionArgs<Readonly<RouterContextProvider>>;

export const loadPageData = ({ context }: PageLoaderArgs, queries: PageQuery[]) =>
  context.get(pageDataContext).load(queries);

export const readPageData = ({ context }: PageLoaderArgs, query: PageQuery) =>
  context.get(pageDataContext).read(query);

/**
 * The loader of a page about one thing behind a link (an order, a booking, a waitlist place):
 * its data, and on the server the 404 status when the link names nothing. A Response rather
 * than `data()`, which would weigh on the shop's entry bundle.
 */
export async function loadOrNotFound(args: PageLoaderArgs, query: PageQuery) {
  const [failure] = await loadPageData(args, [query]);
  return namesNothing(failure) ? new Response(null, { status: 404 }) : null;
}
