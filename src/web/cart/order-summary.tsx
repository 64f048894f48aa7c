import type { Cart } from '../../domain/cart-schema';
import type { ProductDetail } from '../../domain/catalog-schema';
import { deliveryCents, hasGoods } from '../../domain/delivery';
import type { DeliveryOptions } from '../../domain/delivery-schema';
import { MAX_LINES_PER_ORDER } from '../../domain/order-limits';
import { cartTotals, type PricedLine } from '../../domain/pricing';
import { useSmallBusiness } from '../shop-config';
import { OrderTotals, OrderTotalsSkeleton } from '../ui/order-totals';
import { CheckoutAction } from './checkout-action';
import { checkoutRequest } from './checkout-request';
import { DeliveryChoiceForm } from './delivery-choice-form';
import { DiscountForm } from './discount-form';
import { lineMax } from './line-limits';
import { useDeliveryChoice } from './use-delivery-choice';
import { useDiscount } from './use-discount';

interface OrderSummaryProps {
  cart: Cart;
  products: Map<string, ProductDetail>;
  /** Shipping rates and pickup places; undefined until loaded. */
  deliveryOptions: DeliveryOptions | undefined;
  /** Prices or delivery options are not (yet) known; no totals are shown until they are. */
  loading: boolean;
  /** A line's product is gone and must be removed first. */
  blocked: boolean;
}

/** Prices come fresh from the server; the shared domain function does the arithmetic. */
function pricedLines(cart: Cart, products: Map<string, ProductDetail>): PricedLine[] {
  return cart.flatMap((line) => {
    const product = products.get(line.itemId);
    if (!product) return [];
    return [
      {
        unitCents: product.priceCents,
        quantity: line.quantity,
        taxRateBp: product.taxRateBp,
        isCourse: product.type === 'course',
      },
    ];
  });
}

export function OrderSummary({
  cart,
  products,
  deliveryOptions,
  loading,
  blocked,
}: OrderSummaryProps) {
  const discount = useDiscount();
  const smallBusiness = useSmallBusiness();
  const delivery = useDeliveryChoice(deliveryOptions);
  const lines = pricedLines(cart, products);
  const shippingCents =
    deliveryOptions && delivery.choice
      ? deliveryCents(delivery.choice, lines, discount.percent, deliveryOptions.shipping)
      : null;
  const known = !loading && shippingCents !== null;
  const overLimit = cart.some((line) => {
    const product = products.get(line.itemId);
    return product !== undefined && line.quantity > lineMax(cart, line, product);
  });
  // the server refuses longer orders (domain/order-limits.ts); say so before the customer tries
  const tooManyLines = cart.length > MAX_LINES_PER_ORDER;

  return (
    <aside className="order-summary" aria-labelledby="bestelluebersicht">
      <h2 id="bestelluebersicht" className="order-summary-title">
        Deine Bestellung
      </h2>
      {known && deliveryOptions && delivery.choice && hasGoods(lines) && (
        <DeliveryChoiceForm
          options={deliveryOptions}
          choice={delivery.choice}
          shippingCents={shippingCents}
          onChoose={delivery.choose}
        />
      )}
      {known ? (
        <OrderTotals
          totals={cartTotals(lines, { shippingCents, discountPercent: discount.percent })}
          smallBusiness={smallBusiness}
        />
      ) : (
        <OrderTotalsSkeleton />
      )}
      <DiscountForm discount={discount} />
      {(blocked || overLimit) && (
        <p className="checkout-hint">Bitte passe die markierten Artikel an, um fortzufahren.</p>
      )}
      {tooManyLines && (
        <p className="checkout-hint">
          Eine Bestellung hat höchstens {MAX_LINES_PER_ORDER} Positionen, dein Warenkorb hat{' '}
          {cart.length}. Bitte bestelle den Rest in einer zweiten Bestellung.
        </p>
      )}
      <CheckoutAction
        request={checkoutRequest(cart, discount.code, delivery.choice)}
        ready={known && !blocked && !overLimit && !tooManyLines}
      />
    </aside>
  );
}
