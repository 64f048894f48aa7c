import type { Cart, CartLine } from '../../domain/cart-schema';
import type { ProductDetail } from '../../domain/catalog-schema';
import { freePlaces } from '../../domain/course';
import { type LimitedLine, lineRoom } from '../../domain/order-limits';

// Lines draw on the same stock when they are the same product, or for courses the same date.
const holdsOffer = (line: CartLine) => Boolean(line.course?.offer);
const poolKey = (line: CartLine) => `${line.itemId}#${line.course?.courseDateId ?? ''}`;

/** What is available for a line's pool: stock, or the free places of the chosen course date. */
export function poolAvailable(line: CartLine, product: ProductDetail): number {
  if (product.type !== 'course') return Math.max(0, product.amountAvailable);
  const date = product.course?.dates.find((entry) => entry.id === line.course?.courseDateId);
  return date ? freePlaces(date.totalSpace, date.reserved) : 0;
}

export interface LineLimit {
  /** The highest quantity this line may reach. */
  max: number;
  /** What stops it: the stock (or free places), or what one order may take. */
  by: 'stock' | 'order';
}

/**
 * docs/shop/cart.md#quantity-limits: the highest quantity this line may reach, after the other
 * lines of the same pool, and within what one order may take (goods: all lines together; courses:
 * per booking).
 */
export function lineLimit(cart: Cart, line: CartLine, product: ProductDetail): LineLimit {
  // a waitlist offer's places are held for its line already and count as taken
  // (docs/shop/courses.md#waitlist): the line keeps the offer's quantity, the others never draw on them
  if (holdsOffer(line)) return { max: line.quantity, by: 'stock' };
  const others = cart
    .filter(
      (other) =>
        other.tempId !== line.tempId && !holdsOffer(other) && poolKey(other) === poolKey(line),
    )
    .reduce((total, other) => total + other.quantity, 0);
  const stock = Math.max(0, poolAvailable(line, product) - others);
  const limited = (entry: CartLine): LimitedLine => ({
    productId: entry.itemId,
    quantity: entry.quantity,
    isCourse: entry.course !== null,
  });
  const otherLines = cart.filter((other) => other.tempId !== line.tempId).map(limited);
  const order = lineRoom(limited(line), otherLines, product.maxPerOrder);
  return order < stock ? { max: order, by: 'order' } : { max: stock, by: 'stock' };
}

export const lineMax = (cart: Cart, line: CartLine, product: ProductDetail): number =>
  lineLimit(cart, line, product).max;
