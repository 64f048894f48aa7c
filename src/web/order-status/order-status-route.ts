import { orderStatusQuery } from '../api/order-status';
import { loadPageData, type PageLoaderArgs } from '../page-data';
import { isUnknownOrder, OrderStatusPage } from './order-status-page';

/** The order behind the link; a link that names none is a 404 page. */
async function loader(args: PageLoaderArgs) {
  const token = args.params.token ?? '';
  const [failure] = await loadPageData(args, [
    { queryKey: orderStatusQuery.key(token), path: orderStatusQuery.path(token) },
  ]);
  return isUnknownOrder(failure) ? new Response(null, { status: 404 }) : null;
}

/** The page and its loader, loaded with the page's code (routes.tsx). */
export const orderStatusRoute = { Component: OrderStatusPage, loader };
