import { asc, eq } from 'drizzle-orm';
import type { InvoicedOrder } from '../../domain/refund-amounts';
import type { Db, Tx } from '../db/client';
import { orderItems, orders } from '../db/schema';

export interface RefundableOrder extends InvoicedOrder {
  orderId: string;
  status: (typeof orders.$inferSelect)['status'];
  paymentIntentId: string | null;
  /** Who took the money: only the same provider can give it back. */
  provider: (typeof orders.$inferSelect)['provider'];
  totalCents: number;
  lines: (InvoicedOrder['lines'][number] & { productId: string; courseDateId: number | null })[];
}

/**
 * Whether refunds can be made: the order was paid through a payment the provider can give money
 * back from — or it cost nothing (a 100 % code, goods picked up or courses), which Stripe
 * completes without a payment. Such an order's cancel and refunds move no money (every refund of
 * 0 is booked without asking the provider) but still give back places and stock.
 */
export const takesRefunds = (
  order: Pick<RefundableOrder, 'status' | 'paymentIntentId' | 'totalCents'>,
): boolean => order.status === 'paid' && (order.paymentIntentId !== null || order.totalCents === 0);

/**
 * The order with what each line was bought and given back so far. With `lock` the order row
 * stays locked until the transaction ends: refunds of one order are judged one after another.
 */
export async function readRefundableOrder(
  db: Db | Tx,
  orderId: string,
  { lock }: { lock: boolean },
): Promise<RefundableOrder | null> {
  const query = db
    .select({
      status: orders.status,
      paymentIntentId: orders.paymentIntentId,
      provider: orders.provider,
      shippingCents: orders.shippingCents,
      discountCents: orders.discountCents,
      totalCents: orders.totalCents,
      shippingRefunded: orders.shippingRefunded,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) return null;
  const lines = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      title: orderItems.title,
      unitCents: orderItems.unitPriceCents,
      quantity: orderItems.quantity,
      refundedQuantity: orderItems.refundedQuantity,
      refundedCents: orderItems.refundedCents,
      taxRateBp: orderItems.taxRateBp,
      courseDateId: orderItems.courseDateId,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return {
    orderId,
    ...order,
    lines: lines.map((line) => ({ ...line, isCourse: line.courseDateId !== null })),
  };
}
