import { and, asc, eq, lt, sql } from 'drizzle-orm';
import {
  allocateFefo,
  type BatchTake,
  isExpired,
  type LineLot,
  returnToBatches,
} from '../../domain/batches';
import { builtOnce } from '../db/built-once';
import type { Tx } from '../db/client';
import { orderItemBatches, orderItems, productBatches, products } from '../db/schema';

// Stock kept per batch (docs/decisions/035-batches-and-stock-notices.md). The product's row is
// always locked before its batches, by every writer, so batches add no lock order of their own:
// whoever holds the product row owns its batches.

/** A product's batches still on sale, locked; empty for a product sold from plain stock. */
const batchesOnSale = (tx: Tx, productId: string) => lockedBatchesOnSale(tx, { productId });

// read by every checkout for each product: built once per connection (db/built-once.ts)
const lockedBatchesOnSale = builtOnce(['productId'], (db, { productId }) =>
  db
    .select({
      id: productBatches.id,
      lotNumber: productBatches.lotNumber,
      bestBefore: productBatches.bestBefore,
      quantity: productBatches.quantity,
    })
    .from(productBatches)
    .where(and(eq(productBatches.productId, productId), eq(productBatches.expired, false)))
    .orderBy(asc(productBatches.id))
    .for('update'),
);

/**
 * Takes batches whose best-before day has passed off sale: their units leave the product's
 * stock. The caller holds the product row. Run at checkout (so an expired jar is never sold, even
 * in the minute before the nightly job) and by the nightly job (so lists stop showing them).
 */
export async function expireBatches(tx: Tx, productId: string, today: string): Promise<number> {
  const expired = await tx
    .update(productBatches)
    .set({ expired: true })
    .where(
      and(
        eq(productBatches.productId, productId),
        eq(productBatches.expired, false),
        lt(productBatches.bestBefore, today),
      ),
    )
    .returning({ quantity: productBatches.quantity });
  const units = expired.reduce((sum, batch) => sum + batch.quantity, 0);
  if (units > 0)
    await tx
      .update(products)
      .set({ amountAvailable: sql`greatest(0, ${products.amountAvailable} - ${units})` })
      .where(eq(products.id, productId));
  return expired.length;
}

/**
 * Called with the product row locked and its stock already lowered by `quantity`: takes the
 * units from its batches, first expiring first. Null for a product without batches; throws
 * nothing itself — a shortage comes back as `'short'` with what the batches can still sell.
 * `pastBestBefore`: whether a batch still on sale is past its day, which `expireBatches` then
 * takes off (the batches stay locked, so none can pass meanwhile).
 */
export async function takeFromBatches(
  tx: Tx,
  productId: string,
  quantity: number,
  today: string,
): Promise<{ takes: BatchTake[]; pastBestBefore: boolean } | null | { short: number }> {
  const batches = await batchesOnSale(tx, productId);
  if (batches.length === 0) return null;
  const takes = allocateFefo(batches, quantity, today);
  if (!takes)
    return {
      short: batches.reduce((sum, b) => sum + (isExpired(b, today) ? 0 : b.quantity), 0),
    };
  for (const take of takes)
    await tx
      .update(productBatches)
      .set({ quantity: sql`${productBatches.quantity} - ${take.quantity}` })
      .where(eq(productBatches.id, take.batchId));
  return { takes, pastBestBefore: batches.some((batch) => isExpired(batch, today)) };
}

/** Records which lots each order line took. */
export async function recordLineBatches(
  tx: Tx,
  rows: { orderItemId: number; takes: BatchTake[] }[],
): Promise<void> {
  const values = rows.flatMap(({ orderItemId, takes }) =>
    takes.map((take) => ({ orderItemId, ...take })),
  );
  if (values.length > 0) await tx.insert(orderItemBatches).values(values);
}

/**
 * Puts returned units of order lines back: to the batches they came from when the line took from
 * batches, else to the plain stock. Products in id order, as checkout locks them. Units going
 * back to a batch taken off sale stay out of the stock (staff see them in the batch list).
 */
export async function putBack(
  tx: Tx,
  returns: { orderItemId: number; productId: string; quantity: number }[],
): Promise<string[]> {
  const byProduct = new Map<string, { orderItemId: number; quantity: number }[]>();
  for (const r of returns) {
    if (r.quantity <= 0) continue;
    byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r]);
  }
  const productIds = [...byProduct.keys()].sort();
  for (const productId of productIds) {
    const lines = byProduct.get(productId) ?? [];
    await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('no key update');
    let toShelf = 0;
    for (const line of lines) toShelf += await putLineBack(tx, line.orderItemId, line.quantity);
    if (toShelf > 0)
      await tx
        .update(products)
        .set({
          amountAvailable: sql`${products.amountAvailable} + ${toShelf}`,
          updatedAt: new Date(),
        })
        .where(eq(products.id, productId));
  }
  return productIds;
}

/** One line's units back to its batches (or all to the shelf); answers how many count as stock. */
async function putLineBack(tx: Tx, orderItemId: number, quantity: number): Promise<number> {
  const taken = await tx
    .select({
      batchId: orderItemBatches.batchId,
      bestBefore: orderItemBatches.bestBefore,
      quantity: orderItemBatches.quantity,
      returnedQuantity: orderItemBatches.returnedQuantity,
      expired: productBatches.expired,
    })
    .from(orderItemBatches)
    .innerJoin(productBatches, eq(productBatches.id, orderItemBatches.batchId))
    .where(eq(orderItemBatches.orderItemId, orderItemId));
  if (taken.length === 0) {
    // a line sold from plain stock before the product got its first batch: the batches replaced
    // that stock, so its units come back only as staff book them into a batch
    const [batch] = await tx
      .select({ id: productBatches.id })
      .from(productBatches)
      .innerJoin(orderItems, eq(orderItems.productId, productBatches.productId))
      .where(and(eq(orderItems.id, orderItemId), eq(productBatches.expired, false)))
      .limit(1);
    return batch ? 0 : quantity;
  }
  let onSale = 0;
  for (const back of returnToBatches(taken, quantity)) {
    await tx
      .update(productBatches)
      .set({ quantity: sql`${productBatches.quantity} + ${back.quantity}` })
      .where(eq(productBatches.id, back.batchId));
    await tx
      .update(orderItemBatches)
      .set({ returnedQuantity: sql`${orderItemBatches.returnedQuantity} + ${back.quantity}` })
      .where(
        and(
          eq(orderItemBatches.orderItemId, orderItemId),
          eq(orderItemBatches.batchId, back.batchId),
        ),
      );
    if (!taken.find((t) => t.batchId === back.batchId)?.expired) onSale += back.quantity;
  }
  return onSale;
}

/**
 * The lots an order line took, oldest best-before first, as a column of a select over
 * `order_items`: invoices, delivery notes and packing lists read them with their lines, in the
 * same statement.
 */
export const lotsOfLineColumn = sql<LineLot[]>`coalesce((
  select json_agg(json_build_object(
    'lotNumber', ${orderItemBatches.lotNumber},
    'bestBefore', ${orderItemBatches.bestBefore},
    'quantity', ${orderItemBatches.quantity}
  ) order by ${orderItemBatches.bestBefore}, ${orderItemBatches.batchId})
  from ${orderItemBatches} where ${orderItemBatches.orderItemId} = ${orderItems.id}), '[]'::json)`;
