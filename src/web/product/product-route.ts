import { catalogKeys, catalogPaths } from '../api/catalog';
import { loadPageData, type PageLoaderArgs } from '../page-data';
import { isUnknownProduct, ProductPage } from './product-page';

/** The product, its ratings and its neighbours; a product the shop does not have is a 404 page. */
async function loader(args: PageLoaderArgs) {
  const id = args.params.productId ?? '';
  const [product] = await loadPageData(args, [
    { queryKey: catalogKeys.product(id), path: catalogPaths.product(id) },
    { queryKey: catalogKeys.ratings(id), path: catalogPaths.ratings(id) },
    { queryKey: catalogKeys.related(id), path: catalogPaths.related(id) },
  ]);
  // the server sends the page with the status of this answer (the browser's loaders wait for
  // nothing); a Response, as `data()` would weigh on the shop's entry bundle
  return isUnknownProduct(product) ? new Response(null, { status: 404 }) : null;
}

/** The page and its loader, loaded with the page's code (routes.tsx). */
export const productRoute = { Component: ProductPage, loader };
