import type { RouteObject } from 'react-router';
import { LEGAL_SLUGS } from '../domain/legal';
import { DEMO_ROUTES, paths } from '../domain/routes';
import { ErrorPage, NotFoundPage } from './layout/error-page';
import { PageLoading } from './layout/page-loading';
import { ShopLayout } from './layout/shop-layout';
import { ShopHome } from './shop/shop-home';

// Only the shop home is in the entry bundle; every other page is a lazy route (JS budget on `/`).
// The server renders the same routes (entry-server.tsx); the browser resolves the lazy page it
// hydrates before hydrating (main.tsx). `handle.module` names a lazy page's source: the server
// links its stylesheet and preloads its code with the page.
export const routes: RouteObject[] = [
  {
    Component: ShopLayout,
    errorElement: <ErrorPage />,
    children: [
      {
        // errors inside a page render within the shop layout
        errorElement: <ErrorPage />,
        children: [
          { index: true, Component: ShopHome },
          {
            path: 'produkt/:productId',
            HydrateFallback: PageLoading,
            handle: { module: 'product/product-page.tsx' },
            lazy: async () => ({ Component: (await import('./product/product-page')).ProductPage }),
          },
          {
            path: 'einkaufswagen',
            HydrateFallback: PageLoading,
            handle: { module: 'cart/cart-page.tsx' },
            lazy: async () => ({ Component: (await import('./cart/cart-page')).CartPage }),
          },
          {
            path: 'zahlung/:sessionId',
            HydrateFallback: PageLoading,
            handle: { module: 'checkout/payment-page.tsx' },
            lazy: async () => ({
              Component: (await import('./checkout/payment-page')).PaymentPage,
            }),
          },
          {
            path: 'einkauf_erfolgreich',
            HydrateFallback: PageLoading,
            handle: { module: 'checkout/purchase-success-page.tsx' },
            lazy: async () => ({
              Component: (await import('./checkout/purchase-success-page')).PurchaseSuccessPage,
            }),
          },
          {
            path: 'einkauf_abgebrochen',
            HydrateFallback: PageLoading,
            handle: { module: 'checkout/purchase-cancelled-page.tsx' },
            lazy: async () => ({
              Component: (await import('./checkout/purchase-cancelled-page')).PurchaseCancelledPage,
            }),
          },
          {
            path: 'vertrag-widerrufen',
            HydrateFallback: PageLoading,
            handle: { module: 'withdrawal/withdrawal-page.tsx' },
            lazy: async () => ({
              Component: (await import('./withdrawal/withdrawal-page')).WithdrawalPage,
            }),
          },
          ...LEGAL_SLUGS.map(
            (slug): RouteObject => ({
              path: slug,
              HydrateFallback: PageLoading,
              handle: { module: 'legal/legal-page.tsx' },
              lazy: async () => ({ Component: (await import('./legal/legal-page')).LegalPage }),
            }),
          ),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
  // the demo template site (English placeholder pages) has its own frame, stylesheet and chunk
  // (demo/demo-site.tsx picks the page): none of it weighs on the shop's pages
  ...[...DEMO_ROUTES, paths.sections()].map(
    (path): RouteObject => ({
      path,
      errorElement: <ErrorPage />,
      HydrateFallback: PageLoading,
      handle: { module: 'demo/demo-site.tsx' },
      lazy: async () => ({ Component: (await import('./demo/demo-site')).DemoSite }),
    }),
  ),
  // the staff pages have their own frame: no shop header, footer or cart button
  {
    path: 'auth/login',
    errorElement: <ErrorPage />,
    HydrateFallback: PageLoading,
    handle: { module: 'auth/login-page.tsx' },
    lazy: async () => ({ Component: (await import('./auth/login-page')).LoginPage }),
  },
  {
    // the backoffice's own pages are routed inside its chunk (admin/admin-shell.tsx): they cost
    // the shop's entry nothing
    path: 'admin/*',
    errorElement: <ErrorPage />,
    HydrateFallback: PageLoading,
    handle: { module: 'admin/admin-shell.tsx' },
    lazy: async () => ({ Component: (await import('./admin/admin-shell')).AdminShell }),
  },
];
