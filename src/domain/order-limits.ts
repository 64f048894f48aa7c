// How much one order may hold (docs/decisions/002). Every checkout holds stock and places while
// it is being paid; without limits one visitor could hold the whole shop.
import { COURSE_DEFAULT_CAP } from './course';

/** Units of one product per order, unless the product says otherwise. */
export const MAX_PER_ORDER_DEFAULT = 10;
/**
 * Places of one course date per booking: the cap before a date is chosen
 * (docs/shop/courses.md#places-per-booking).
 */
export const MAX_PER_ORDER_COURSE = COURSE_DEFAULT_CAP;
/** Lines of one order. */
export const MAX_LINES_PER_ORDER = 20;

export function maxPerOrder(product: { type: string; maxPerOrder: number | null }): number {
  if (product.maxPerOrder !== null) return product.maxPerOrder;
  return product.type === 'course' ? MAX_PER_ORDER_COURSE : MAX_PER_ORDER_DEFAULT;
}

export interface LimitedLine {
  productId: string;
  quantity: number;
  isCourse: boolean;
}

/**
 * The most one line may hold next to the order's other lines. Goods share the product's limit
 * with its other lines; a course line is one attendee's booking and has the limit to itself. The
 * cart's steppers and the server's check both ask this, so they stop at the same number.
 */
export function lineRoom(line: LimitedLine, others: LimitedLine[], limit: number): number {
  if (line.isCourse) return limit;
  const taken = others
    .filter((other) => !other.isCourse && other.productId === line.productId)
    .reduce((total, other) => total + other.quantity, 0);
  return Math.max(0, limit - taken);
}
