import type { Cart, CartLine, CourseSelection } from './cart-schema';
import { cookieValue } from './cookies';
import { randomAlphanumeric } from './ids';

// docs/shop/cart.md#cart-cookie: the cart cookie lives one hour
export const CART_COOKIE = 'hofladen_cart';
export const CART_LIFETIME_MS = 3_600_000;

function sameCourse(a: CourseSelection | null, b: CourseSelection | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.courseDateId === b.courseDateId &&
    a.firstName === b.firstName &&
    a.lastName === b.lastName &&
    a.email === b.email &&
    a.phone === b.phone
  );
}

export function isSameLine(line: CartLine, item: Pick<CartLine, 'itemId' | 'course'>): boolean {
  return line.itemId === item.itemId && sameCourse(line.course, item.course);
}

/**
 * docs/shop/cart.md#changing-quantities: adding an item already in the cart (for courses: same date
 * and attendee) increments it.
 */
export function addToCart(cart: Cart, item: Omit<CartLine, 'tempId'>, tempId: string): Cart {
  const existing = cart.find((line) => isSameLine(line, item));
  if (!existing) return [...cart, { ...item, tempId }];
  return cart.map((line) =>
    line === existing ? { ...line, quantity: line.quantity + item.quantity } : line,
  );
}

export function incrementLine(cart: Cart, tempId: string): Cart {
  return cart.map((line) =>
    line.tempId === tempId ? { ...line, quantity: line.quantity + 1 } : line,
  );
}

/** docs/shop/cart.md#changing-quantities: minus removes the line when it is at quantity 1. */
export function decrementLine(cart: Cart, tempId: string): Cart {
  return cart.flatMap((line) => {
    if (line.tempId !== tempId) return [line];
    return line.quantity <= 1 ? [] : [{ ...line, quantity: line.quantity - 1 }];
  });
}

export function removeLine(cart: Cart, tempId: string): Cart {
  return cart.filter((line) => line.tempId !== tempId);
}

export function itemCount(cart: Cart): number {
  return cart.reduce((count, line) => count + line.quantity, 0);
}

/** docs/shop/cart.md#changing-quantities: random 11-character alphanumeric id. */
export const newTempId = (randomBytes: (n: number) => Uint8Array): string =>
  randomAlphanumeric(11, randomBytes);

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Reads the cart cookie without zod (the shop's first page stays small); the server checks every
 * line again with the `Cart` schema at checkout. Lines that do not fit are dropped.
 */
export function parseCartCookie(value: unknown): Cart {
  if (!Array.isArray(value)) return [];
  return value.filter((line): line is CartLine => {
    if (typeof line !== 'object' || line === null) return false;
    const { itemId, quantity, tempId, course } = line as Record<string, unknown>;
    const courseOk =
      course === null ||
      (typeof course === 'object' &&
        Number.isInteger((course as Record<string, unknown>).courseDateId) &&
        ['firstName', 'lastName', 'email', 'phone'].every((key) =>
          isText((course as Record<string, unknown>)[key]),
        ));
    return (
      isText(itemId) &&
      /^[pc]-/.test(itemId) &&
      Number.isInteger(quantity) &&
      (quantity as number) >= 1 &&
      isText(tempId) &&
      courseOk
    );
  });
}

/**
 * The cart in a `Cookie` header (or `document.cookie`, same format): the browser reads it, and the
 * server renders the cart page from it.
 */
export function cartFromCookies(cookies: string | undefined): Cart {
  const raw = cookieValue(cookies, CART_COOKIE);
  if (!raw) return [];
  try {
    return parseCartCookie(JSON.parse(decodeURIComponent(raw)));
  } catch {
    return [];
  }
}

/** A course place's line carries its attendee's name, e-mail and phone: personal data. */
export const holdsAttendee = (cart: Cart): boolean => cart.some((line) => line.course !== null);

/**
 * Whether the cart holds exactly what an order bought (same products, quantities and course
 * dates): then the order's success page may empty it.
 */
export function cartMatchesOrder(
  cart: readonly { itemId: string; quantity: number }[],
  lines: readonly { productId: string; quantity: number }[],
): boolean {
  const count = (entries: [string, number][]) => {
    const totals = new Map<string, number>();
    for (const [id, quantity] of entries) totals.set(id, (totals.get(id) ?? 0) + quantity);
    return totals;
  };
  const inCart = count(cart.map((line) => [line.itemId, line.quantity]));
  const ordered = count(lines.map((line) => [line.productId, line.quantity]));
  return (
    inCart.size === ordered.size &&
    [...inCart].every(([id, quantity]) => ordered.get(id) === quantity)
  );
}
