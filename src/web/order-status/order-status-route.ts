import { orderStatusQuery } from '../api/order-status';
import { loadOrNotFound, type PageLoaderArgs } from '../page-data';
import { OrderStatusPage } from './order-status-page';

/** The order behind the link; a link that names none is a 404 page. */
const loader = (args: PageLoaderArgs) => {
  const token = args.params.token ?? '';
  return loadOrNotFound(args, {
    queryKey: orderStatusQuery.key(token),
    path: orderStatusQuery.path(token),
  });
};

/** The page and its loader, loaded with the page's code (routes.tsx). */
export const orderStatusRoute = { Component: OrderStatusPage, loader };
