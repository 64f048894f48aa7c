import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  type HeldLine,
  type HoldCaps,
  judgeHolds,
  type Shelf,
  type WantedLine,
} from '../../domain/address-holds';
import { takesPlace } from '../catalog/places-taken';
import { builtOnce } from '../db/built-once';
import type { Tx } from '../db/client';
import { courseBookings, courseDates, orderItems, orders, products } from '../db/schema';
import { holdLimit } from './errors';
import type { PricedCheckoutLine } from './price-cart';

/** What an address's orders hold when it starts a checkout. */
export interface AddressOrders {
  /** The lines that count against its caps: open orders', and those closed lately. */
  held: HeldLine[];
  /** How many of its unpaid orders still have their payment window open. */
  openOrders: number;
  /** When the first of those windows ends (ms), or null when none is open. */
  firstOpenUntil: number | null;
}

// read under the address's lock by every checkout: built once per connection (db/built-once.ts)
const linesHeldByAddress = builtOnce(
  ['address', 'cooldownStart'],
  (db, { address, cooldownStart }) =>
    db
      .select({
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        courseDateId: orderItems.courseDateId,
        quantity: orderItems.quantity,
        status: orders.status,
        expiresAt: orders.expiresAt,
        closedAt: orders.closedAt,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.clientAddress, address),
          or(
            // past its window an unpaid order counts like a closed one, until the sweeper closes it
            and(eq(orders.status, 'pending'), gt(orders.expiresAt, cooldownStart)),
            // the visitor's own cancel or a window let pass, not a failed provider or a refund
            and(
              inArray(orders.status, ['cancelled', 'expired']),
              isNull(orders.paidAt),
              gt(orders.closedAt, cooldownStart),
            ),
          ),
        ),
      ),
);

/**
 * Read once, under the address's advisory lock and before the new order exists: the open
 * orders' count and the holds are judged from the same rows, one statement instead of two (a
 * checkout's statements are the largest part of its cost, docs/decisions/037-performance.md).
 */
export async function ordersOfAddress(
  tx: Tx,
  address: string,
  now: Date,
  cooldownMs: number,
): Promise<AddressOrders> {
  const cooldownStart = new Date(now.getTime() - cooldownMs);
  const rows = await linesHeldByAddress(tx, { address, cooldownStart });
  const held = rows.map((row): HeldLine => {
    const open = row.status === 'pending';
    return {
      kind: row.courseDateId === null ? 'goods' : 'places',
      key: row.courseDateId === null ? row.productId : String(row.courseDateId),
      quantity: row.quantity,
      open,
      at: (open ? row.expiresAt : (row.closedAt ?? row.expiresAt)).getTime(),
    };
  });
  const openOrders = new Map<string, number>();
  for (const row of rows)
    if (row.status === 'pending' && row.expiresAt > now)
      openOrders.set(row.orderId, row.expiresAt.getTime());
  return {
    held,
    openOrders: openOrders.size,
    firstOpenUntil: openOrders.size === 0 ? null : Math.min(...openOrders.values()),
  };
}

/**
 * What is left of the order's products and dates for everybody else, the order's hold taken;
 * `stockLeft` holds what the reservation already knows, which needs no round trip (a checkout's
 * statements are the largest part of its cost, docs/decisions/037-performance.md).
 */
async function shelves(
  tx: Tx,
  lines: PricedCheckoutLine[],
  stockLeft: ReadonlyMap<string, number>,
): Promise<Shelf[]> {
  const productIds = [
    ...new Set(
      lines.filter((l) => !l.isCourse && !stockLeft.has(l.productId)).map((l) => l.productId),
    ),
  ];
  const dateIds = [...new Set(lines.flatMap((l) => (l.course ? [l.course.courseDateId] : [])))];
  const stock =
    productIds.length === 0
      ? []
      : await tx
          .select({ id: products.id, remaining: products.amountAvailable })
          .from(products)
          .where(inArray(products.id, productIds));
  const places =
    dateIds.length === 0
      ? []
      : await tx
          .select({
            id: courseDates.id,
            remaining: sql<number>`(${courseDates.totalSpace} - count(${courseBookings.id}))::int`,
          })
          .from(courseDates)
          .leftJoin(
            courseBookings,
            and(eq(courseBookings.courseDateId, courseDates.id), takesPlace()),
          )
          .where(inArray(courseDates.id, dateIds))
          .groupBy(courseDates.id);
  return [
    ...[...stockLeft].map(([key, remaining]) => ({ kind: 'goods' as const, key, remaining })),
    ...stock.map((row) => ({ kind: 'goods' as const, key: row.id, remaining: row.remaining })),
    ...places.map((row) => ({
      kind: 'places' as const,
      key: String(row.id),
      remaining: Math.max(0, Number(row.remaining)),
    })),
  ];
}

const wantedLines = (lines: PricedCheckoutLine[]): WantedLine[] =>
  lines.map((line) =>
    line.course
      ? { kind: 'places', key: String(line.course.courseDateId), quantity: line.quantity }
      : { kind: 'goods', key: line.productId, quantity: line.quantity },
  );

/**
 * Refuses the order when the address would hold more than its caps (docs/decisions/013). Runs in
 * the reserving transaction, after the stock and places are taken and under the address's
 * advisory lock, so concurrent checkouts from one address are judged one after the other and a
 * refusal rolls the reservation back.
 */
export async function checkAddressHolds(
  tx: Tx,
  order: {
    lines: PricedCheckoutLine[];
    /** What the address's other orders hold, read as the checkout began (ordersOfAddress). */
    held: HeldLine[];
    /** What the reservation left of each product, where it knows (reserve.ts). */
    stockLeft: ReadonlyMap<string, number>;
  },
  caps: HoldCaps,
  now: Date,
): Promise<void> {
  const violation = judgeHolds(
    caps,
    order.held,
    wantedLines(order.lines),
    await shelves(tx, order.lines, order.stockLeft),
  );
  if (!violation) return;
  const line = order.lines.find((candidate) =>
    violation.kind === 'places'
      ? String(candidate.course?.courseDateId) === violation.key
      : !candidate.isCourse && candidate.productId === violation.key,
  );
  throw holdLimit(violation, {
    title: violation.rule === 'share' ? (line?.title ?? null) : null,
    date: violation.rule === 'share' ? (line?.course?.startsOn ?? null) : null,
    cooldownMinutes: Math.round(caps.cooldownMs / 60_000),
    retryAfterSeconds:
      violation.retryAt === null
        ? null
        : Math.max(1, Math.ceil((violation.retryAt - now.getTime()) / 1000)),
  });
}
