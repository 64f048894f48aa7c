import { cartMatchesOrder } from '../../domain/cart';
import type { Cart } from '../../domain/cart-schema';
import { cartActions } from './cart-store';

const KEY = 'hofladen_checkout_order';

/** Remembers which order this browser went to pay, so only its success page empties the cart. */
export function rememberCheckout(orderId: string): void {
  try {
    localStorage.setItem(KEY, orderId);
  } catch {
    // storage off (private mode): the success page falls back to comparing contents
  }
}

function rememberedOrder(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/**
 * docs/shop/success-and-cancel.md#clearing-the-cart: the success page clears the cart — but only
 * the cart that was paid for. An old success link, opened later, must not empty what the customer
 * has collected since.
 */
export interface PaidOrder {
  orderId: string;
  lines: { productId: string; quantity: number }[];
}

function isPaidCart(cart: Cart, order: PaidOrder): boolean {
  const remembered = rememberedOrder();
  if (remembered !== null) return remembered === order.orderId;
  return cartMatchesOrder(cart, order.lines);
}

function forgetCheckout(orderId: string): void {
  try {
    if (localStorage.getItem(KEY) === orderId) localStorage.removeItem(KEY);
  } catch {
    // nothing was stored
  }
}

/** After a confirmed payment: empties the cart only when it is the one that was paid. */
export function settlePaidCart(order: PaidOrder): void {
  if (!isPaidCart(cartActions.snapshot(), order)) return;
  forgetCheckout(order.orderId);
  cartActions.clear();
}
