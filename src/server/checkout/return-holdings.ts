import { and, eq, sql } from 'drizzle-orm';
import { takesPlace } from '../catalog/places-taken';
import type { Tx } from '../db/client';
import { courseBookings, orderItems, products } from '../db/schema';
import { placesFreed } from '../waitlist/offers';

/**
 * Everything an order took off the shelf goes back: the stock of its goods and its course
 * places, held (an unpaid order expired or was cancelled) or confirmed (a paid order was
 * cancelled before handover). Call it inside the transaction that closes the order, once —
 * the caller's state guard makes sure of that.
 */
export async function returnHoldings(tx: Tx, orderId: string): Promise<void> {
  const items = await tx
    .select({
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      courseDateId: orderItems.courseDateId,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const returned = new Map<string, number>();
  for (const item of items) {
    if (item.courseDateId === null)
      returned.set(item.productId, (returned.get(item.productId) ?? 0) + item.quantity);
  }
  // products in id order, as checkout locks them, so a cancel and a checkout never deadlock
  for (const productId of [...returned.keys()].sort()) {
    await tx
      .update(products)
      .set({
        amountAvailable: sql`${products.amountAvailable} + ${returned.get(productId) ?? 0}`,
        updatedAt: new Date(),
      })
      .where(eq(products.id, productId));
  }
  const released = await tx
    .update(courseBookings)
    .set({ status: 'released' })
    .where(and(eq(courseBookings.orderId, orderId), takesPlace()))
    .returning({ courseDateId: courseBookings.courseDateId });
  // the freed places go to the date's waitlist (docs/shop/courses.md#waitlist)
  for (const courseDateId of new Set(released.map((place) => place.courseDateId)))
    await placesFreed(tx, courseDateId);
}
