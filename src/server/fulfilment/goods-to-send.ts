import { and, gt, isNull, sql } from 'drizzle-orm';
import { orderItems, orders } from '../db/schema';

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

/**
 * Whether the order in the statement's `orders` row has goods still to send. The two ids are
 * named with their tables: Drizzle leaves a select of one table's columns unqualified.
 */
export const hasGoodsToSend = sql<boolean>`exists (select 1 from ${orderItems}
  where ${orderItems}.${sql.identifier(orderItems.orderId.name)} = ${orders}.${sql.identifier(orders.id.name)}
  and ${sendsGoods})`;
