import { cartFromCookies } from '../../domain/cart';
import { catalogKeys, catalogPaths } from '../api/catalog';
import { deliveryOptionsQuery } from '../api/delivery';
import { loadPageData, type PageLoaderArgs } from '../page-data';
import { CartPage } from './cart-page';

/**
 * The products in the cart and the delivery options. The server's request carries the cart cookie; a
 * navigation in the browser does not, and the cart's lines fetch their products themselves.
 */
async function loader(args: PageLoaderArgs) {
  const cart = cartFromCookies(args.request.headers.get('cookie') ?? undefined);
  await loadPageData(args, [
    ...[...new Set(cart.map((line) => line.itemId))].map((id) => ({
      queryKey: catalogKeys.product(id),
      path: catalogPaths.product(id),
    })),
    { queryKey: deliveryOptionsQuery.key(), path: deliveryOptionsQuery.path() },
  ]);
  return null;
}

/** The page and its loader, loaded with the page's code (routes.tsx). */
export const cartRoute = { Component: CartPage, loader };
