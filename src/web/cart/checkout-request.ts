import type { Cart } from '../../domain/cart-schema';
import type { CheckoutRequestInput } from '../../domain/checkout-schema';
import type { DeliveryChoice } from '../../domain/delivery';

/** What the server needs to price and reserve the order: ids, quantities and attendees only. */
export type CheckoutRequest = CheckoutRequestInput;

export function checkoutRequest(
  cart: Cart,
  discountCode: string,
  delivery: DeliveryChoice | null,
): CheckoutRequest {
  return {
    ...(delivery ? { delivery } : {}),
    lines: cart.map((line) => ({
      productId: line.itemId,
      quantity: line.quantity,
      course: line.course,
    })),
    discountCode: discountCode || null,
  };
}
