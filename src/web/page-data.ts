import { matchPath } from 'react-router';
import type { Cart } from '../domain/cart-schema';
import { isLegalSlug } from '../domain/legal';
import { catalogKeys, catalogPaths } from './api/catalog';
import { checkoutSessionQuery } from './api/checkout';
import { legalPageQuery } from './api/legal';
import { categoryFrom } from './shop/use-category';

/** One piece of a page's data: the query it fills and the API path that answers it. */
export interface PageQuery {
  queryKey: readonly unknown[];
  path: string;
}

/**
 * The API data the server renders a page with, under the query keys the page's components use.
 * Anything left out here still works: the component shows its skeleton and fetches in the browser.
 */
export function pageQueries(url: URL, cart: Cart): PageQuery[] {
  if (url.pathname === '/') {
    const type = categoryFrom(url.searchParams);
    return [{ queryKey: catalogKeys.products(type), path: catalogPaths.products(type) }];
  }
  const productId = matchPath('/produkt/:productId', url.pathname)?.params.productId;
  if (productId !== undefined) {
    return [
      { queryKey: catalogKeys.product(productId), path: catalogPaths.product(productId) },
      { queryKey: catalogKeys.ratings(productId), path: catalogPaths.ratings(productId) },
      { queryKey: catalogKeys.related(productId), path: catalogPaths.related(productId) },
    ];
  }
  if (matchPath('/einkaufswagen', url.pathname)) {
    const ids = [...new Set(cart.map((line) => line.itemId))];
    return [
      ...ids.map((id) => ({ queryKey: catalogKeys.product(id), path: catalogPaths.product(id) })),
      { queryKey: catalogKeys.shippingCosts(), path: catalogPaths.shippingCosts() },
    ];
  }
  const sessionId = url.searchParams.get('session_id');
  if (url.pathname === '/einkauf_erfolgreich' && sessionId) {
    return [
      { queryKey: checkoutSessionQuery.key(sessionId), path: checkoutSessionQuery.path(sessionId) },
    ];
  }
  const legalSlug = url.pathname.replaceAll('/', '');
  if (isLegalSlug(legalSlug)) {
    return [{ queryKey: legalPageQuery.key(legalSlug), path: legalPageQuery.path(legalSlug) }];
  }
  return [];
}
