import { and, eq } from 'drizzle-orm';
import type { PurchaseCheck } from '../../domain/ratings-schema';
import type { Db, Tx } from '../db/client';
import { orderItems, orders, ratings } from '../db/schema';
import { notFound } from '../errors';

const STATUS: Record<string, PurchaseCheck['status']> = {
  paid: 'succeeded',
  pending: 'processing',
};

export interface Purchase {
  orderId: string;
  paid: boolean;
  containsProduct: boolean;
  alreadyRated: boolean;
}

/** The order behind a payment id, seen from one product; unknown ids are a 404. */
export async function findPurchase(
  db: Db | Tx,
  transactionId: string,
  productId: string,
): Promise<Purchase & { status: PurchaseCheck['status'] }> {
  const [order] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.paymentIntentId, transactionId));
  if (!order) throw notFound('Zu dieser Zahlungsnummer gibt es keinen Einkauf.');
  const [line] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productId, productId)))
    .limit(1);
  const [rated] = await db
    .select({ id: ratings.id })
    .from(ratings)
    .where(and(eq(ratings.orderId, order.id), eq(ratings.productId, productId)));
  return {
    orderId: order.id,
    status: STATUS[order.status] ?? 'canceled',
    paid: order.status === 'paid',
    containsProduct: Boolean(line),
    alreadyRated: Boolean(rated),
  };
}

/**
 * docs/shop/ratings.md#who-may-rate: the rating form shows only for a paid purchase of this product
 * not yet rated.
 */
export async function checkPurchase(
  db: Db,
  transactionId: string,
  productId: string,
): Promise<PurchaseCheck> {
  const purchase = await findPurchase(db, transactionId, productId);
  return {
    status: purchase.status,
    canRate: purchase.paid && purchase.containsProduct && !purchase.alreadyRated,
  };
}
