import { and, gt, isNull, sql } from 'drizzle-orm';
import { orderItems } from '../db/schema';

// What of an order is packed, handed over, listed on its delivery note and in its shipping or
// pickup mail: goods only (course places are booked, never sent), and of each line the units
// no refund gave back — a unit refunded before it left is not sent
// (docs/shop/after-the-sale.md#packing-list).

/** An order line's units still to send. */
export const unitsToSend = sql<number>`(${orderItems.quantity} - ${orderItems.refundedQuantity})`;

/** Order lines with goods still to send. */
export const sendsGoods = and(
  isNull(orderItems.courseDateId),
  gt(orderItems.quantity, orderItems.refundedQuantity),
);
