import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { catalogKeys, fetchProduct } from '../api/catalog';
import { namesNothing } from '../api/client';
import { ProductLoadFailed, ProductNotFound } from './product-problem';
import { ProductSkeleton } from './product-skeleton';
import { ProductView } from './product-view';
import './product.scss';

/** /produkt/:productId — loading skeleton, not-found, failure with retry, or the product. */
export function ProductPage() {
  const { productId = '' } = useParams();
  const product = useQuery({
    queryKey: catalogKeys.product(productId),
    queryFn: () => fetchProduct(productId),
    // an unknown product stays unknown; other failures get one quiet retry
    retry: (failures, error) => !namesNothing(error) && failures < 1,
    // a page rendered as "no such product" stays so instead of asking again while hydrating
    retryOnMount: false,
  });

  if (product.isPending) return <ProductSkeleton />;
  if (product.isError) {
    return namesNothing(product.error) ? (
      <ProductNotFound />
    ) : (
      <ProductLoadFailed
        message={product.error.message}
        retrying={product.isFetching}
        onRetry={() => void product.refetch()}
      />
    );
  }
  // a fresh view per product, so quantity and form state never leak to the next product
  return <ProductView key={product.data.id} product={product.data} />;
}
