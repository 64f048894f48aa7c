import { createBrowserRouter } from 'react-router';
import { ErrorPage, NotFoundPage } from './layout/error-page';
import { PageLoading } from './layout/page-loading';
import { ShopLayout } from './layout/shop-layout';
import { ShopHome } from './shop/shop-home';

// Only the shop home is in the entry bundle; every other page is a lazy route (JS budget on `/`).
export const router = createBrowserRouter([
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
            lazy: async () => ({ Component: (await import('./product/product-page')).ProductPage }),
          },
          {
            path: 'einkaufswagen',
            HydrateFallback: PageLoading,
            lazy: async () => ({ Component: (await import('./cart/cart-page')).CartPage }),
          },
          {
            path: 'zahlung/:sessionId',
            HydrateFallback: PageLoading,
            lazy: async () => ({
              Component: (await import('./checkout/payment-page')).PaymentPage,
            }),
          },
          {
            path: 'einkauf_erfolgreich',
            HydrateFallback: PageLoading,
            lazy: async () => ({
              Component: (await import('./checkout/purchase-success-page')).PurchaseSuccessPage,
            }),
          },
          {
            path: 'einkauf_abgebrochen',
            HydrateFallback: PageLoading,
            lazy: async () => ({
              Component: (await import('./checkout/purchase-cancelled-page')).PurchaseCancelledPage,
            }),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
  // the staff pages have their own frame: no shop header, footer or cart button
  {
    path: 'auth/login',
    errorElement: <ErrorPage />,
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./auth/login-page')).LoginPage }),
  },
  {
    path: 'admin/*',
    errorElement: <ErrorPage />,
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./admin/admin-home')).AdminHome }),
  },
]);
