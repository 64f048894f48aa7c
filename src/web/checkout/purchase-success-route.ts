import { checkoutSessionQuery } from '../api/checkout';
import { loadPageData, type PageLoaderArgs } from '../page-data';
import { PurchaseSuccessPage } from './purchase-success-page';

/** The order behind the payment session the provider sent the buyer back with. */
async function loader(args: PageLoaderArgs) {
  const sessionId = new URL(args.request.url).searchParams.get('session_id');
  if (sessionId) {
    await loadPageData(args, [
      { queryKey: checkoutSessionQuery.key(sessionId), path: checkoutSessionQuery.path(sessionId) },
    ]);
  }
  return null;
}

/** The page and its loader, loaded with the page's code (routes.tsx). */
export const purchaseSuccessRoute = { Component: PurchaseSuccessPage, loader };
