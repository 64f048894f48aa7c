import type { Cart } from '../../domain/cart-schema';
import type { CheckoutRequestInput, CheckoutResponse } from '../../domain/checkout-schema';
import { apiRequest } from '../api/client';

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

export const startCheckout = (request: CheckoutRequest) =>
  apiRequest<CheckoutResponse>('/api/checkout', { method: 'POST', body: JSON.stringify(request) });
