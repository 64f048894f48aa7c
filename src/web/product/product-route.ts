import { catalogKeys, catalogPaths } from '../api/catalog';
import { namesNothing } from '../api/client';
import { loadPageData, type PageLoaderArgs, readPageData } from '../page-data';
import { ProductPage } from './product-page';

/**
 * The product, its ratings and its neighbours; a legacy shop id answers 301 to the product it
 * became (docs/decisions/036-legacy-import.md); a product the shop does not have is a 404 page.
 */
async function loader(args: PageLoaderArgs) {
  const id = args.params.productId ?? '';
  const [product] = await loadPageData(args, [
    { queryKey: catalogKeys.product(id), path: catalogPaths.product(id) },
    { queryKey: catalogKeys.ratings(id), path: catalogPaths.ratings(id) },
    { queryKey: catalogKeys.related(id), path: catalogPaths.related(id) },
  ]);
  // the server sends the page with the status of this answer (the browser's loaders wait for
  // nothing); a Response, as `data()` would weigh on the shop's entry bundle
  if (!namesNothing(product)) return null;
  // an address of the legacy shop (bookmarks, search engines, old mails): moved for good
  const moved = (await readPageData(args, {
    queryKey: catalogKeys.legacyProduct(id),
    path: catalogPaths.legacyProduct(id),
  })) as { id?: string } | undefined;
  // the query goes along: a link of the old shop may carry what the page reads (transactionId)
  const query = new URL(args.request.url).search;
  return moved?.id
    ? new Response(null, { status: 301, headers: { location: `/produkt/${moved.id}${query}` } })
    : new Response(null, { status: 404 });
}

/** The page and its loader, loaded with the page's code (routes.tsx). */
export const productRoute = { Component: ProductPage, loader };
