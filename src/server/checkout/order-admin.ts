import { and, count, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import { ORDERS_PER_PAGE } from '../../domain/admin-orders';
import type { OrderListPage, OrderListQuery, OrderListRow } from '../../domain/admin-orders-schema';
import { orderNumber, orderPrefixFrom } from '../../domain/withdrawal';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

const listColumns = {
  id: orders.id,
  status: orders.status,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  totalCents: orders.totalCents,
  email: orders.customerEmail,
};

interface ListRow {
  id: string;
  status: OrderListRow['status'];
  createdAt: Date;
  paidAt: Date | null;
  totalCents: number;
  email: string | null;
}

const toListRow = (row: ListRow): OrderListRow => ({
  orderId: row.id,
  orderNumber: orderNumber(row.id),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  totalCents: row.totalCents,
  email: row.email,
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
  const search = query.q ? searchCondition(query.q) : undefined;
  if (search) conditions.push(search);
  const where = and(...conditions);
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const total = Number(counted?.total ?? 0);
  const pages = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));
  const rows = await db
    .select(listColumns)
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PER_PAGE)
    .offset((query.page - 1) * ORDERS_PER_PAGE);
  return { orders: rows.map(toListRow), total, page: query.page, pages };
}

/** What the order detail adds to its summary: the row as listed and the payment's ids. */
export async function orderFacts(db: Db, orderId: string) {
  const [row] = await db
    .select({ ...listColumns, provider: orders.provider, paymentIntentId: orders.paymentIntentId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row
    ? { ...toListRow(row), provider: row.provider, paymentIntentId: row.paymentIntentId }
    : null;
}
