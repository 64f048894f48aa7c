import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orderItems } from '../db/schema';
import { type RefundDeps, requestRefund } from '../refunds/service';
import { BOOKING_HOLDER } from './service';

/** What is left of the booking's line goes back through the provider, less the fee. */
export async function refundOwnBooking(
  deps: RefundDeps,
  orderItemId: number,
  keepFee: (amountCents: number, tx: Tx) => Promise<number>,
  reason: string,
): Promise<void> {
  const [item] = await deps.db
    .select({
      orderId: orderItems.orderId,
      left: sql<number>`${orderItems.quantity} - ${orderItems.refundedQuantity}`,
    })
    .from(orderItems)
    .where(eq(orderItems.id, orderItemId));
  if (!item || Number(item.left) <= 0) return;
  await requestRefund(deps, BOOKING_HOLDER, item.orderId, {
    // one cancel per booking: a second click is the same refund
    key: `self-cancel:${orderItemId}`,
    lines: [{ itemId: orderItemId, quantity: Number(item.left) }],
    shipping: false,
    restock: false,
    reason,
    withdrawalId: null,
    keepFee,
  });
}
