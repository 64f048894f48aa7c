import { createContext, useContext, useSyncExternalStore } from 'react';
import {
  addToCart,
  CART_COOKIE,
  CART_LIFETIME_MS,
  cartFromCookies,
  decrementLine,
  incrementLine,
  newTempId,
  removeLine,
} from '../../domain/cart';
import type { Cart, CartLine } from '../../domain/cart-schema';

// docs/shop/cart.md#cart-cookie: the cart lives in a cookie for one hour; it holds ids, quantities
// and course details only
const readCookie = (): Cart => cartFromCookies(document.cookie);

function writeCookie(cart: Cart): void {
  const maxAge = cart.length === 0 ? 0 : CART_LIFETIME_MS / 1000;
  const value = encodeURIComponent(JSON.stringify(cart));
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and not in every browser the shop supports; the value is encoded above
  document.cookie = `${CART_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

let current: Cart = typeof document === 'undefined' ? [] : readCookie();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function commit(next: Cart): void {
  current = next;
  writeCookie(next);
  notify();
}

// Another tab may have changed the cart, or the cookie may have expired while this tab slept.
function resync(): void {
  if (document.visibilityState !== 'visible') return;
  const stored = readCookie();
  if (JSON.stringify(stored) === JSON.stringify(current)) return;
  current = stored;
  notify();
}

const randomBytes = (n: number) => crypto.getRandomValues(new Uint8Array(n));

export const cartActions = {
  add: (item: Omit<CartLine, 'tempId'>) => commit(addToCart(current, item, newTempId(randomBytes))),
  increment: (tempId: string) => commit(incrementLine(current, tempId)),
  decrement: (tempId: string) => commit(decrementLine(current, tempId)),
  remove: (tempId: string) => commit(removeLine(current, tempId)),
  clear: () => commit([]),
  snapshot: (): Cart => current,
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) document.addEventListener('visibilitychange', resync);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener('visibilitychange', resync);
  };
}

/** The cart the server renders a page with: the one in the request's cookie. */
export const ServerCartContext = createContext<Cart | null>(null);

export function useCart(): Cart {
  const serverCart = useContext(ServerCartContext);
  // while hydrating, the browser's cookie is the one the server rendered from
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => serverCart ?? current,
  );
}
