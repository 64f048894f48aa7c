import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RefundedLine } from '../../domain/refund-amounts';
import { takesPlace } from '../catalog/places-taken';
import type { Tx } from '../db/client';
import { courseBookings, orderItems } from '../db/schema';
import { putBack } from '../stock/batch-stock';
import { stockRose } from '../stock/notices';
import { placesFreed } from '../waitlist/offers';

/** Course places a settled refund freed: how many of an order line, on which date. */
export interface FreedPlaces {
  orderItemId: number;
  courseDateId: number;
  freed: number;
}

/**
 * What a settled refund returns: the course places of its course lines always (the seat is free
 * again), the goods to the shelf only when staff said so (a broken jar does not come back).
 * Answers the places it freed.
 */
export async function giveBack(
  tx: Tx,
  lines: readonly RefundedLine[],
  restock: boolean,
): Promise<FreedPlaces[]> {
  if (lines.length === 0) return [];
  const items = await tx
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      courseDateId: orderItems.courseDateId,
      stillPaid: sql<number>`${orderItems.quantity} - ${orderItems.refundedQuantity}`,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.id,
        lines.map((line) => line.itemId),
      ),
    );
  const quantityOf = new Map(lines.map((line) => [line.itemId, line.quantity]));
  const shelf: { orderItemId: number; productId: string; quantity: number }[] = [];
  const freed: FreedPlaces[] = [];
  for (const item of items) {
    const quantity = quantityOf.get(item.id) ?? 0;
    if (item.courseDateId !== null) {
      const held = await tx
        .select({ id: courseBookings.id })
        .from(courseBookings)
        .where(and(eq(courseBookings.orderItemId, item.id), takesPlace()))
        .orderBy(desc(courseBookings.id));
      // never below the places still paid for: a refund the bank sent back freed its places
      // already, and a place released before its refund (a cancelled booking) is not freed twice
      const places = held.slice(
        0,
        Math.max(0, Math.min(quantity, held.length - Number(item.stillPaid))),
      );
      if (places.length > 0) {
        await tx
          .update(courseBookings)
          .set({ status: 'released' })
          .where(
            inArray(
              courseBookings.id,
              places.map((place) => place.id),
            ),
          );
        // the seat goes to the date's waitlist (docs/shop/courses.md#waitlist)
        await placesFreed(tx, item.courseDateId);
        freed.push({
          orderItemId: item.id,
          courseDateId: item.courseDateId,
          freed: places.length,
        });
      }
    } else if (restock) {
      shelf.push({ orderItemId: item.id, productId: item.productId, quantity });
    }
  }
  // products in id order, as checkout locks them, so a refund and a checkout never deadlock;
  // jars from batches go back to their batch
  const productIds = await putBack(tx, shelf);
  await stockRose(tx, productIds);
  return freed;
}
