import { paymentSessionQuery } from '../api/checkout';
import { loadOrNotFound, type PageLoaderArgs } from '../page-data';
import { PaymentPage } from './payment-page';

/**
 * A link that names no payment session is a 404 page. The session is only looked up here, under
 * a key the page does not read: the page fetches it in the browser, where its countdown starts
 * (rendered on the server, the time left would differ from the browser's first render).
 */
function loader(args: PageLoaderArgs) {
  const sessionId = args.params.sessionId ?? '';
  return loadOrNotFound(args, {
    queryKey: ['payment-session-known', sessionId],
    path: paymentSessionQuery.path(sessionId),
  });
}

/** The page and its loader, loaded with the page's code (routes.tsx). */
export const paymentRoute = { Component: PaymentPage, loader };
