import { and, count, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import { ORDERS_PER_PAGE } from '../../domain/admin-orders';
import type { OrderListPage, OrderListQuery, OrderListRow } from '../../domain/admin-orders-schema';
import { orderNumber, orderPrefixFrom } from '../../domain/withdrawal';
import type { Db } from '../db/client';
import { orderItems, orders, pickupPlaces } from '../db/schema';
import { hasGoodsToSend } from '../fulfilment/goods-to-send';
import { hasOpenWithdrawal } from '../withdrawals/service';

const listColumns = {
  id: orders.id,
  status: orders.status,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  totalCents: orders.totalCents,
  email: orders.customerEmail,
  buyerName: orders.buyerName,
  delivery: orders.deliveryMethod,
  state: orders.fulfilmentState,
  version: orders.fulfilmentVersion,
  pickupPlaceName: pickupPlaces.name,
  pickupDate: orders.pickupDate,
  openWithdrawal: hasOpenWithdrawal(),
  goodsLeft: hasGoodsToSend,
};

type ListRow = Omit<OrderListRow, 'orderId' | 'orderNumber' | 'createdAt' | 'paidAt'> & {
  id: string;
  createdAt: Date;
  paidAt: Date | null;
};

const toListRow = (row: ListRow): OrderListRow => ({
  orderId: row.id,
  orderNumber: orderNumber(row.id),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  totalCents: row.totalCents,
  email: row.email,
  buyerName: row.buyerName,
  delivery: row.delivery,
  state: row.state,
  version: row.version,
  pickupPlaceName: row.pickupPlaceName,
  pickupDate: row.pickupDate,
  openWithdrawal: row.openWithdrawal,
  goodsLeft: row.goodsLeft,
});

// a search is an order number (or a pasted id or link) or part of an e-mail address
function searchCondition(text: string): SQL | undefined {
  const prefix = orderPrefixFrom(text);
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
  const byEmail = like(sql`lower(${orders.customerEmail})`, `%${escaped}%`);
  return prefix ? or(like(sql`${orders.id}::text`, `${prefix}%`), byEmail) : byEmail;
}

/** The backoffice's order list, newest first, a page at a time. */
export async function listOrders(db: Db, query: OrderListQuery): Promise<OrderListPage> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.state) conditions.push(eq(orders.fulfilmentState, query.state));
  if (query.delivery) conditions.push(eq(orders.deliveryMethod, query.delivery));
  if (query.place) conditions.push(eq(orders.pickupPlaceId, query.place));
  if (query.day) conditions.push(eq(orders.pickupDate, query.day));
  const search = query.q ? searchCondition(query.q) : undefined;
  if (search) conditions.push(search);
  const where = and(...conditions);
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const total = Number(counted?.total ?? 0);
  const pages = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));
  const rows = await db
    .select(listColumns)
    .from(orders)
    .leftJoin(pickupPlaces, eq(pickupPlaces.id, orders.pickupPlaceId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PER_PAGE)
    .offset((query.page - 1) * ORDERS_PER_PAGE);
  return { orders: rows.map(toListRow), total, page: query.page, pages };
}

/**
 * What the order detail adds to its summary: the row as listed, the payment's ids and where the
 * goods go (addresses, phone, the pickup place).
 */
export async function orderFacts(db: Db, orderId: string) {
  const [row] = await db
    .select({
      ...listColumns,
      provider: orders.provider,
      paymentIntentId: orders.paymentIntentId,
      phone: orders.phone,
      deliveryAddress: orders.deliveryAddress,
      billingAddress: orders.billingAddress,
      placeId: pickupPlaces.id,
      placeStreet: pickupPlaces.street,
      placePostalCode: pickupPlaces.postalCode,
      placeTown: pickupPlaces.town,
    })
    .from(orders)
    .leftJoin(pickupPlaces, eq(pickupPlaces.id, orders.pickupPlaceId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  return {
    ...toListRow(row),
    provider: row.provider,
    paymentIntentId: row.paymentIntentId,
    phone: row.phone,
    deliveryAddress: row.deliveryAddress,
    billingAddress: row.billingAddress,
    pickupPlace:
      row.placeId !== null && row.pickupPlaceName !== null
        ? {
            id: row.placeId,
            name: row.pickupPlaceName,
            street: row.placeStreet ?? '',
            postalCode: row.placePostalCode ?? '',
            town: row.placeTown ?? '',
          }
        : null,
  };
}

/** What went back of each line, in the order the summary lists them (by item id). */
export const lineRefundsOf = (db: Db, orderId: string) =>
  db
    .select({ quantity: orderItems.refundedQuantity, cents: orderItems.refundedCents })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
