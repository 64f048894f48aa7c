import { cartMatchesOrder } from '../../domain/cart';
import type { Cart } from '../../domain/cart-schema';
import { cartActions } from './cart-store';

const KEY = 'hofladen_checkout_order';
const SESSION_KEY = 'hofladen_checkout_session';

/**
 * Remembers which order this browser went to pay, so only its success page empties the cart, and
 * its payment session, so starting another one for the cart can end it first.
 */
export function rememberCheckout(orderId: string, sessionId: string): void {
  try {
    localStorage.setItem(KEY, orderId);
    localStorage.setItem(SESSION_KEY, sessionId);
  } catch {
    // storage off (private mode): the success page falls back to comparing contents
  }
}

/** The payment session this browser last went to, unless its order was seen paid. */
export function rememberedSession(): string | null {
  try {
    return localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
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
    if (localStorage.getItem(KEY) !== orderId) return;
    localStorage.removeItem(KEY);
    localStorage.removeItem(SESSION_KEY);
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
