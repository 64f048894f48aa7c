import { useQuery } from '@tanstack/react-query';
import type { Cart } from '../../domain/cart-schema';
import { deliveryOptionsQuery, fetchDeliveryOptions } from '../api/delivery';
import { RetryButton } from '../ui/retry-button';
import { CartLineRow } from './cart-line-row';
import { CartLineSkeleton } from './cart-line-skeleton';
import { GoneLineRow } from './gone-line-row';
import { lineLimit } from './line-limits';
import { OrderSummary } from './order-summary';
import { useCartProducts } from './use-cart-products';

export function CartContents({ cart }: { cart: Cart }) {
  const products = useCartProducts([...new Set(cart.map((line) => line.itemId))]);
  const delivery = useQuery({
    queryKey: deliveryOptionsQuery.key(),
    queryFn: fetchDeliveryOptions,
  });
  const failed = products.failed || delivery.isError;
  const retry = () => {
    products.retry();
    if (delivery.isError) void delivery.refetch();
  };

  return (
    <div className="row g-4 g-xl-5 align-items-start">
      <div className="col-lg-8">
        {failed && (
          <div
            className="alert alert-warning d-flex flex-wrap align-items-center gap-3"
            role="alert"
          >
            <span className="me-auto">
              Die aktuellen Preise konnten gerade nicht geladen werden.
            </span>
            <RetryButton onRetry={retry} className="btn btn-primary btn-sm" />
          </div>
        )}
        <ul className="cart-lines list-unstyled" aria-label="Artikel im Warenkorb">
          {cart.map((line) => {
            const product = products.byId.get(line.itemId);
            return (
              <li key={line.tempId}>
                {product ? (
                  <CartLineRow
                    line={line}
                    product={product}
                    limit={lineLimit(cart, line, product)}
                  />
                ) : products.gone.has(line.itemId) ? (
                  <GoneLineRow line={line} />
                ) : (
                  <CartLineSkeleton />
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <div className="col-lg-4">
        <OrderSummary
          cart={cart}
          products={products.byId}
          deliveryOptions={delivery.data}
          loading={products.pending || delivery.isPending || failed}
          blocked={products.gone.size > 0}
        />
      </div>
    </div>
  );
}
