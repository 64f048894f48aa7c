import { useQuery } from '@tanstack/react-query';
import type { ProductType } from '../../domain/catalog';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { ProductListError } from './product-list-error';
import { productsQuery } from './products-query';
import { useShownCount } from './shown-count';

// docs/shop/catalogue.md#paging: shop page size 6, plus 3 per "Load more..."
const PAGE_SIZE = 6;
const LOAD_MORE_STEP = 3;
const FIRST_ROW = 3;
const GRID = 'row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4';

/** The "Kollektion" grid of one category; mounted per category so paging restarts at 6. */
export function ProductCollection({ category }: { category: ProductType }) {
  const query = useQuery(productsQuery(category));
  const [shown, setShown] = useShownCount(category, PAGE_SIZE);

  if (query.isPending) {
    // the grid comes first in both states, so the cards take the skeletons' place in the same
    // element instead of React turning the skeleton grid into the footer (a layout shift)
    return (
      <>
        <div className={GRID}>
          {Array.from({ length: PAGE_SIZE }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: interchangeable placeholders
            <div className="col" key={index}>
              <ProductCardSkeleton />
            </div>
          ))}
        </div>
        <p className="visually-hidden" role="status">
          Produkte werden geladen…
        </p>
      </>
    );
  }

  // docs/shop/catalogue.md#when-the-list-fails: a failed list counts as empty, but the customer is
  // told and can retry
  if (query.isError) {
    return (
      <ProductListError
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => query.refetch()}
      />
    );
  }

  const products = query.data;
  if (products.length === 0) {
    return (
      <p className="collection-empty">
        In dieser Kategorie gibt es gerade keine Produkte. Schau bald wieder vorbei!
      </p>
    );
  }

  const visible = products.slice(0, shown);
  return (
    <>
      <div className={GRID}>
        {visible.map((product, index) => (
          <div className="col" key={product.id}>
            <ProductCard product={product} eager={index < FIRST_ROW} first={index === 0} />
          </div>
        ))}
      </div>
      <div className="collection-footer">
        <p className="collection-count" aria-live="polite">
          {visible.length} von {products.length} Produkten
        </p>
        {visible.length < products.length && (
          <button
            type="button"
            className="btn btn-outline-primary btn-lg rounded-pill px-5"
            onClick={() => setShown((count) => count + LOAD_MORE_STEP)}
          >
            Load more...
          </button>
        )}
      </div>
    </>
  );
}
