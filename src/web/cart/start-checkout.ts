import type { Cart } from '../../domain/cart-schema';
import type { CheckoutResponse } from '../../domain/checkout-schema';
import { apiRequest } from '../api/client';

/** What the server needs to price and reserve the order: ids, quantities and attendees only. */
export interface CheckoutRequest {
  lines: {
    productId: string;
    quantity: number;
    course: {
      courseDateId: number;
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
    } | null;
  }[];
  discountCode: string | null;
}

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
