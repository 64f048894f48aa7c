import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { orderItemBatches, orderItems } from '../db/schema';
import { batchesOf, stockOf } from './catalogue';

// One scenario for the contention tests of a product kept in batches, in one process (PGlite and
// PostgreSQL) and across two processes (PostgreSQL): customers each wanting TWO_JARS race for
// two lots, the one expiring first inserted last (so id order is not FEFO order), and an expired
// lot nobody may sell (docs/decisions/035-batches-and-stock-notices.md).

export const TWO_JARS = 2;

/** Best-before days that hold for the test shop's day (2026-11-22) and for the real clock. */
export const CONTENDED_LOTS = [
  { lotNumber: 'LATE', bestBefore: '2028-07-31', quantity: 4 },
  { lotNumber: 'EARLY', bestBefore: '2027-08-31', quantity: 3 },
  { lotNumber: 'OLD', bestBefore: '2026-11-01', quantity: 5 },
];

/** Per order line of the product, the lots it took ("EARLY×2"), lines and lots sorted. */
async function lotsPerLine(
  db: Db,
  productId: string,
  names: Map<number, string>,
): Promise<string[][]> {
  const rows = await db
    .select({
      orderItemId: orderItemBatches.orderItemId,
      batchId: orderItemBatches.batchId,
      quantity: orderItemBatches.quantity,
    })
    .from(orderItemBatches)
    .innerJoin(orderItems, eq(orderItems.id, orderItemBatches.orderItemId))
    .where(eq(orderItems.productId, productId))
    .orderBy(asc(orderItemBatches.orderItemId));
  const lines = new Map<number, string[]>();
  for (const row of rows)
    lines.set(row.orderItemId, [
      ...(lines.get(row.orderItemId) ?? []),
      `${names.get(row.batchId) ?? row.batchId}×${row.quantity}`,
    ]);
  return [...lines.values()].map((lots) => lots.sort()).sort();
}

/**
 * What the race must leave, whoever won it: 7 sellable units make 3 orders of two, every other
 * customer is refused; FEFO empties EARLY first, so exactly one order gets EARLY's last jar with
 * one of LATE, and LATE keeps one. OLD sold nothing and is off sale, its units out of the stock.
 */
export async function expectContendedOutcome(
  db: Db,
  productId: string,
  batches: { id: number }[],
  codes: number[],
): Promise<void> {
  expect(codes.filter((code) => code === 200)).toHaveLength(3);
  expect(codes.filter((code) => code === 409)).toHaveLength(codes.length - 3);
  const names = new Map(batches.map((b, i) => [b.id, CONTENDED_LOTS[i]?.lotNumber ?? '']));
  const after = await batchesOf(
    db,
    productId,
    batches.map((b) => b.id),
  );
  expect(Object.fromEntries(after.map((b) => [names.get(b.id), [b.quantity, b.expired]]))).toEqual({
    LATE: [1, false],
    EARLY: [0, false],
    OLD: [5, true],
  });
  expect((await stockOf(db, productId))?.amount).toBe(1);
  expect(await lotsPerLine(db, productId, names)).toEqual([
    ['EARLY×1', 'LATE×1'],
    ['EARLY×2'],
    ['LATE×2'],
  ]);
}
