import { checkoutSessionQuery } from '../api/checkout';
import { loadOrNotFound, type PageLoaderArgs } from '../page-data';
import { PurchaseSuccessPage } from './purchase-success-page';

/**
 * The order behind the payment session the provider sent the buyer back with; a link without
 * one, or naming none, is a 404 page.
 */
function loader(args: PageLoaderArgs) {
  const sessionId = new URL(args.request.url).searchParams.get('session_id');
  if (sessionId === null) return new Response(null, { status: 404 });
  return loadOrNotFound(args, {
    queryKey: checkoutSessionQuery.key(sessionId),
    path: checkoutSessionQuery.path(sessionId),
  });
}

/** The page and its loader, loaded with the page's code (routes.tsx). */
export const purchaseSuccessRoute = { Component: PurchaseSuccessPage, loader };
