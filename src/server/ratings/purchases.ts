import { and, eq, isNull, or } from 'drizzle-orm';
import { daysOfDate } from '../../domain/course';
import { isRatableOn, ratableFrom } from '../../domain/ratings';
import type { PurchaseCheck } from '../../domain/ratings-schema';
import type { Db, Tx } from '../db/client';
import { courseDates, orderItems, orders, ratings } from '../db/schema';
import { notFound } from '../errors';

const STATUS: Record<string, PurchaseCheck['status']> = {
  paid: 'succeeded',
  pending: 'processing',
};

/** What may be rated of one product an order holds. */
export interface Ratable {
  /** A course's: the first day it may be rated, its last course day; null for goods. */
  ratableFrom: string | null;
  alreadyRated: boolean;
}

/**
 * The products of an order (or the one asked for) as far as rating goes. A course counts from
 * its date's last day; a line on a cancelled date is left out: that course never took place.
 */
export async function ratablesOfOrder(
  db: Db | Tx,
  orderId: string,
  productId?: string,
): Promise<Map<string, Ratable>> {
  const lines = await db
    .select({
      productId: orderItems.productId,
      startsOn: courseDates.startsOn,
      fixedDates: courseDates.fixedDates,
    })
    .from(orderItems)
    .leftJoin(courseDates, eq(courseDates.id, orderItems.courseDateId))
    .where(
      and(
        eq(orderItems.orderId, orderId),
        productId === undefined ? undefined : eq(orderItems.productId, productId),
        or(isNull(orderItems.courseDateId), isNull(courseDates.cancelledAt)),
      ),
    );
  const rated = await db
    .select({ productId: ratings.productId })
    .from(ratings)
    .where(
      and(
        eq(ratings.orderId, orderId),
        productId === undefined ? undefined : eq(ratings.productId, productId),
      ),
    );
  const ratedIds = new Set(rated.map((rating) => rating.productId));
  // the earliest line decides: a course booked on two dates counts from the first one held
  const daysByProduct = new Map<string, (string | null)[]>();
  for (const { productId: id, startsOn, fixedDates } of lines) {
    const from = startsOn ? ratableFrom(daysOfDate({ startsOn, fixedDates })) : null;
    daysByProduct.set(id, [...(daysByProduct.get(id) ?? []), from]);
  }
  const found = new Map<string, Ratable>();
  for (const [id, days] of daysByProduct) {
    const earliest = days.includes(null)
      ? null
      : (days as string[]).reduce((a, b) => (a < b ? a : b));
    found.set(id, { ratableFrom: earliest, alreadyRated: ratedIds.has(id) });
  }
  return found;
}

export interface Purchase extends Ratable {
  orderId: string;
  paid: boolean;
  containsProduct: boolean;
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
  const ratable = (await ratablesOfOrder(db, order.id, productId)).get(productId);
  return {
    orderId: order.id,
    status: STATUS[order.status] ?? 'canceled',
    paid: order.status === 'paid',
    containsProduct: ratable !== undefined,
    alreadyRated: ratable?.alreadyRated ?? false,
    ratableFrom: ratable?.ratableFrom ?? null,
  };
}

/**
 * docs/shop/ratings.md#who-may-rate: the rating form shows only for a paid purchase of this product
 * not yet rated, and for a course once it has taken place (`today`, a Berlin day).
 */
export async function checkPurchase(
  db: Db,
  transactionId: string,
  productId: string,
  today: string,
): Promise<PurchaseCheck> {
  const purchase = await findPurchase(db, transactionId, productId);
  const mayRate = purchase.paid && purchase.containsProduct && !purchase.alreadyRated;
  const heldYet = isRatableOn(purchase.ratableFrom, today);
  return {
    status: purchase.status,
    canRate: mayRate && heldYet,
    ratableFrom: mayRate && !heldYet ? purchase.ratableFrom : null,
  };
}
