import type { Cart } from '../../domain/cart-schema';
import type { CheckoutRequestInput } from '../../domain/checkout-schema';

/** What the server needs to price and reserve the order: ids, quantities and attendees only. */
export type CheckoutRequest = CheckoutRequestInput;

export function checkoutRequest(cart: Cart, discountCode: string): CheckoutRequest {
  return {
    lines: cart.map((line) => ({
      productId: line.itemId,
      quantity: line.quantity,
      course: line.course,
    })),
    discountCode: discountCode || null,
  };
}
