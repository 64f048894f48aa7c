import { paymentSessionQuery } from '../api/checkout';
import { loadOrNotFound, type PageLoaderArgs } from '../page-data';
import { PaymentPage } from './payment-page';

/**
 * The session under the page's own key: the server renders the order and the card form in the
 * first paint and the browser takes them over without asking again. A link that names no
 * session is a 404 page.
 */
function loader(args: PageLoaderArgs) {
  const sessionId = args.params.sessionId ?? '';
  return loadOrNotFound(args, {
    queryKey: paymentSessionQuery.key(sessionId),
    path: paymentSessionQuery.path(sessionId),
  });
}

/** The page and its loader, loaded with the page's code (routes.tsx). */
export const paymentRoute = { Component: PaymentPage, loader };
