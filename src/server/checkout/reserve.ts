import { and, eq, gte, sql } from 'drizzle-orm';
import { type BatchTake, splitTakes } from '../../domain/batches';
import { placesTaken } from '../catalog/places-taken';
import { builtOnce, setTo } from '../db/built-once';
import type { Tx } from '../db/client';
import { courseBookings, courseDates, products } from '../db/schema';
import { expireBatches, takeFromBatches } from '../stock/batch-stock';
import { fallsLow, noteLowStock } from '../stock/low-stock';
import { claimOffers } from '../waitlist/offers';
import { courseFull, insufficientStock } from './errors';
import type { PricedCheckoutLine } from './price-cart';

// every checkout takes each product's stock with it: built once per connection (db/built-once.ts)
const takeStock = builtOnce(['productId', 'quantity', 'now'], (db, { productId, quantity, now }) =>
  db
    .update(products)
    .set({
      amountAvailable: sql`${products.amountAvailable} - ${quantity}`,
      updatedAt: setTo(products.updatedAt, now),
    })
    .where(and(eq(products.id, productId), gte(products.amountAvailable, quantity)))
    .returning({
      title: products.title,
      type: products.type,
      amountAvailable: products.amountAvailable,
      lowStockThreshold: products.lowStockThreshold,
      lowStockAlerted: products.lowStockAlerted,
      keptInBatches: products.keptInBatches,
    }),
);

function totalsBy<K>(
  lines: PricedCheckoutLine[],
  key: (line: PricedCheckoutLine) => K | null,
): Map<K, number> {
  const totals = new Map<K, number>();
  for (const line of lines) {
    const k = key(line);
    if (k !== null) totals.set(k, (totals.get(k) ?? 0) + line.quantity);
  }
  return totals;
}

export interface ReservedStock {
  /** The lots taken per product kept in batches. */
  lots: Map<string, BatchTake[]>;
  /**
   * What each product has left for everybody else, as its UPDATE answered — the row is the
   * order's until commit; a product whose expired batches lowered it again is not in it.
   */
  left: Map<string, number>;
}

/**
 * Takes stock off the shelf for the order. The guarded UPDATE either takes all it needs or
 * nothing; products are touched in id order so two checkouts can never deadlock. A product kept
 * in batches then takes its units from them, first expiring first, under the same row lock
 * (docs/decisions/035-batches-and-stock-notices.md).
 */
export async function reserveStock(
  tx: Tx,
  lines: PricedCheckoutLine[],
  clock: { today: string; now: Date },
): Promise<ReservedStock> {
  const wanted = totalsBy(lines, (line) => (line.isCourse ? null : line.productId));
  const lots = new Map<string, BatchTake[]>();
  const left = new Map<string, number>();
  for (const productId of [...wanted.keys()].sort()) {
    const quantity = wanted.get(productId) ?? 0;
    const [updated] = await takeStock(tx, { productId, quantity, now: new Date() });
    if (!updated) {
      const [product] = await tx
        .select({ title: products.title, available: products.amountAvailable })
        .from(products)
        .where(eq(products.id, productId));
      throw insufficientStock(productId, product?.title ?? productId, product?.available ?? 0);
    }
    // most products sell from plain stock: their batches are not asked for (a round trip while
    // the row is locked); the flag is the locked row's, as every batch writer left it
    const taken = updated.keptInBatches
      ? await takeFromBatches(tx, productId, quantity, clock.today)
      : null;
    if (taken && 'short' in taken) throw insufficientStock(productId, updated.title, taken.short);
    if (taken) lots.set(productId, taken.takes);
    const expired = taken?.pastBestBefore ? await expireBatches(tx, productId, clock.today) : 0;
    // the row is ours until commit: unless expiring lowered the stock again, what the UPDATE
    // answered says whether noteLowStock's UPDATE could match at all
    if (expired > 0 || fallsLow(updated)) await noteLowStock(tx, productId, clock.now);
    if (expired === 0) left.set(productId, updated.amountAvailable);
  }
  return { lots, left };
}

/**
 * Holds one booking row per place. The date's row lock makes concurrent checkouts for the same
 * date count places one after another, so a date is never over-booked. It is a NO KEY UPDATE
 * lock: the order lines inserted just before hold KEY SHARE locks on the same row (foreign key),
 * which a plain FOR UPDATE would wait on — two checkouts would deadlock.
 */
export async function holdCoursePlaces(
  tx: Tx,
  orderId: string,
  lines: { line: PricedCheckoutLine; orderItemId: number }[],
): Promise<void> {
  const wanted = totalsBy(
    lines.map(({ line }) => line),
    (line) => line.course?.courseDateId ?? null,
  );
  for (const courseDateId of [...wanted.keys()].sort((a, b) => a - b)) {
    const [date] = await tx
      .select({
        totalSpace: courseDates.totalSpace,
        productId: courseDates.productId,
        startsOn: courseDates.startsOn,
        cancelledAt: courseDates.cancelledAt,
      })
      .from(courseDates)
      .where(eq(courseDates.id, courseDateId))
      .for('no key update');
    const offers = totalsBy(
      lines.map(({ line }) => line),
      (line) => (line.course?.courseDateId === courseDateId ? (line.course.offer ?? null) : null),
    );
    await claimOffers(tx, courseDateId, offers, orderId);
    // a cancelled date has no place to give (docs/shop/courses.md#cancelling-a-date)
    const free = date?.cancelledAt
      ? 0
      : (date?.totalSpace ?? 0) - (await placesTaken(tx, courseDateId));
    if (!date || free < (wanted.get(courseDateId) ?? 0)) {
      const line = lines.find(({ line: l }) => l.course?.courseDateId === courseDateId)?.line;
      throw courseFull(
        line?.productId ?? '',
        line?.title ?? '',
        date?.startsOn ?? '',
        Math.max(0, free),
      );
    }
  }
  const rows = lines.flatMap(({ line, orderItemId }) =>
    Array.from({ length: line.quantity }, () => ({
      courseDateId: line.course?.courseDateId ?? 0,
      orderId,
      orderItemId,
      status: 'held' as const,
    })),
  );
  if (rows.length > 0) await tx.insert(courseBookings).values(rows);
}

/** The lots each inserted order line took (a product in two lines shares its lots out in order). */
export function linesLots(
  lines: PricedCheckoutLine[],
  items: { id: number }[],
  lots: Map<string, BatchTake[]>,
): { orderItemId: number; takes: BatchTake[] }[] {
  return [...lots].flatMap(([productId, takes]) => {
    const mine = lines.flatMap((line, index) =>
      line.productId === productId && !line.isCourse ? [{ line, id: items[index]?.id ?? 0 }] : [],
    );
    const split = splitTakes(
      takes,
      mine.map(({ line }) => line.quantity),
    );
    return mine.map(({ id }, i) => ({ orderItemId: id, takes: split[i] ?? [] }));
  });
}
