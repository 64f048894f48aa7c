import { and, eq } from 'drizzle-orm';
import { takesPlace } from '../catalog/places-taken';
import type { Tx } from '../db/client';
import { courseBookings, orderItems } from '../db/schema';
import { putBack } from '../stock/batch-stock';
import { stockRose } from '../stock/notices';
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
      orderItemId: orderItems.id,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      courseDateId: orderItems.courseDateId,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  // products in id order, as checkout locks them, so a cancel and a checkout never deadlock;
  // units taken from batches go back to those batches
  const productIds = await putBack(
    tx,
    items.filter((item) => item.courseDateId === null),
  );
  const released = await tx
    .update(courseBookings)
    .set({ status: 'released' })
    .where(and(eq(courseBookings.orderId, orderId), takesPlace()))
    .returning({ courseDateId: courseBookings.courseDateId });
  const freedDates = [...new Set(released.map((booking) => booking.courseDateId))];
  // the freed places go to the date's waitlist (docs/shop/courses.md#waitlist)
  for (const courseDateId of freedDates) await placesFreed(tx, courseDateId);
  await stockRose(tx, productIds);
}
