import type { IndexRouteObject, NonIndexRouteObject } from 'react-router';
import { LEGAL_SLUGS } from '../domain/legal';
import { DEMO_NOT_FOUND_ROUTE, DEMO_ROUTES, paths } from '../domain/routes';
import { catalogKeys, catalogPaths } from './api/catalog';
import { ErrorPage, NotFoundPage } from './layout/error-page';
import { ShopLayout } from './layout/shop-layout';
import { loadPageData, type PageHandle, type PageLoaderArgs } from './page-data';
import { ShopHome } from './shop/shop-home';
import { categoryFrom } from './shop/use-category';

/** A route of the table: React Router's route object, with the page's metadata typed. */
export type PageRoute = (
  | Omit<IndexRouteObject, 'handle'>
  | (Omit<NonIndexRouteObject, 'handle' | 'children'> & { children?: PageRoute[] })
) & { handle?: PageHandle };

async function homeLoader(args: PageLoaderArgs) {
  const type = categoryFrom(new URL(args.request.url).searchParams);
  await loadPageData(args, [
    { queryKey: catalogKeys.products(type), path: catalogPaths.products(type) },
  ]);
  return null;
}

/**
 * Every page of the shop, once: the browser's router, the server's renderer (and the HTTP status
 * its loaders answer), sitemap.xml and robots.txt (search-pages.ts) all read this table.
 * Only the shop home is in the entry bundle (JS budget on `/`); every other page is a lazy route,
 * its loader in its route module beside its component (`*-route.ts`). The browser's router loads
 * the lazy page it hydrates before hydrating (main.tsx).
 */
export const routes: PageRoute[] = [
  {
    Component: ShopLayout,
    handle: { shop: true },
    errorElement: <ErrorPage />,
    children: [
      {
        // errors inside a page render within the shop layout
        errorElement: <ErrorPage />,
        children: [
          { index: true, Component: ShopHome, loader: homeLoader, handle: { sitemap: true } },
          {
            path: 'produkt/:productId',
            handle: { module: 'product/product-route.ts', sitemap: true },
            lazy: async () => (await import('./product/product-route')).productRoute,
          },
          {
            path: 'einkaufswagen',
            handle: { module: 'cart/cart-route.ts', cartButton: false },
            lazy: async () => (await import('./cart/cart-route')).cartRoute,
          },
          {
            path: 'zahlung/:sessionId',
            handle: {
              module: 'checkout/payment-route.ts',
              private: true,
              cartButton: false,
            },
            lazy: async () => (await import('./checkout/payment-route')).paymentRoute,
          },
          {
            path: 'einkauf_erfolgreich',
            handle: {
              module: 'checkout/purchase-success-route.ts',
              private: true,
              cartButton: false,
            },
            lazy: async () =>
              (await import('./checkout/purchase-success-route')).purchaseSuccessRoute,
          },
          {
            path: 'einkauf_abgebrochen',
            handle: {
              module: 'checkout/purchase-cancelled-page.tsx',
              private: true,
            },
            lazy: async () => ({
              Component: (await import('./checkout/purchase-cancelled-page')).PurchaseCancelledPage,
            }),
          },
          {
            // the customer's link from the order's mails: per order, never in search engines
            path: 'bestellung/:token',
            handle: {
              module: 'order-status/order-status-route.ts',
              private: true,
              noindex: true,
              cartButton: false,
            },
            lazy: async () => (await import('./order-status/order-status-route')).orderStatusRoute,
          },
          {
            // the personal links of the waitlist and of a course booking: never in search engines
            path: 'warteliste/:token',
            handle: {
              module: 'waitlist/waitlist-entry-route.ts',
              private: true,
              noindex: true,
            },
            lazy: async () => (await import('./waitlist/waitlist-entry-route')).waitlistEntryRoute,
          },
          {
            path: 'kursbuchung/:token',
            handle: {
              module: 'course-booking/course-booking-route.ts',
              private: true,
              noindex: true,
              cartButton: false,
            },
            lazy: async () =>
              (await import('./course-booking/course-booking-route')).courseBookingRoute,
          },
          {
            // the back-in-stock opt-in mail's links: per address, never in search engines
            path: 'benachrichtigung/:token',
            handle: {
              module: 'stock/stock-notice-page.tsx',
              private: true,
              noindex: true,
              cartButton: false,
            },
            lazy: async () => ({
              Component: (await import('./stock/stock-notice-page')).StockNoticePage,
            }),
          },
          {
            path: 'vertrag-widerrufen',
            handle: { module: 'withdrawal/withdrawal-page.tsx' },
            lazy: async () => ({
              Component: (await import('./withdrawal/withdrawal-page')).WithdrawalPage,
            }),
          },
          ...LEGAL_SLUGS.map(
            (slug): PageRoute => ({
              path: slug,
              handle: { module: 'legal/legal-route.ts' },
              lazy: async () => (await import('./legal/legal-route')).legalRoute,
            }),
          ),
          { path: '*', Component: NotFoundPage, handle: { status: 404 } },
        ],
      },
    ],
  },
  // the demo template site (English placeholder pages) has its own frame, stylesheet and chunk
  // (demo/demo-site.tsx picks the page): none of it weighs on the shop's pages; search engines
  // should find the shop, not the template
  ...[...DEMO_ROUTES, paths.sections()].map(
    (path): PageRoute => ({
      path,
      errorElement: <ErrorPage />,
      handle: {
        module: 'demo/demo-site.tsx',
        noindex: true,
        // the demo's own "page not found" is one for browsers and crawlers too
        status: path === DEMO_NOT_FOUND_ROUTE ? 404 : undefined,
      },
      lazy: async () => ({ Component: (await import('./demo/demo-site')).DemoSite }),
    }),
  ),
  // the staff pages have their own frame: no shop header, footer or cart button
  {
    path: 'auth/login',
    errorElement: <ErrorPage />,
    handle: { module: 'auth/login-page.tsx', private: true },
    lazy: async () => ({ Component: (await import('./auth/login-page')).LoginPage }),
  },
  {
    // the backoffice's own pages are routed inside its chunk (admin/admin-shell.tsx): they cost
    // the shop's entry nothing
    path: 'admin/*',
    errorElement: <ErrorPage />,
    handle: { module: 'admin/admin-shell.tsx', private: true },
    lazy: async () => ({ Component: (await import('./admin/admin-shell')).AdminShell }),
  },
];
