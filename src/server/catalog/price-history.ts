import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import {
  berlinLocalInstant,
  currentPrice,
  type PriceEntry,
  type ReducedPrice,
  type Reduction,
} from '../../domain/price-history';
import type { Db, Tx } from '../db/client';
import { priceHistory } from '../db/schema';

/** A product's price columns as stored. */
export interface StoredPrice {
  priceCents: number;
  reducedPriceCents: number | null;
  reductionStartsAt: Date | null;
  reductionEndsAt: Date | null;
}

export function reductionOf(row: StoredPrice): Reduction | null {
  const { reducedPriceCents, reductionStartsAt, reductionEndsAt } = row;
  if (reducedPriceCents === null || !reductionStartsAt || !reductionEndsAt) return null;
  return { priceCents: reducedPriceCents, startsAt: reductionStartsAt, endsAt: reductionEndsAt };
}

/**
 * The reduction a save asks for, as stored: it cannot begin in the past (the history would
 * then claim a price nobody was offered), so a start before `now` becomes `now`.
 */
export function requestedReduction(
  fields: {
    reducedPriceCents: number | null;
    reductionStartsAt: string | null;
    reductionEndsAt: string | null;
  },
  now: Date,
): Reduction | null {
  const { reducedPriceCents, reductionStartsAt, reductionEndsAt } = fields;
  if (reducedPriceCents === null || !reductionStartsAt || !reductionEndsAt) return null;
  const startsAt = berlinLocalInstant(reductionStartsAt);
  return {
    priceCents: reducedPriceCents,
    startsAt: startsAt < now ? now : startsAt,
    endsAt: berlinLocalInstant(reductionEndsAt),
  };
}

const sameReduction = (a: Reduction | null, b: Reduction | null) =>
  a?.priceCents === b?.priceCents &&
  a?.startsAt.getTime() === b?.startsAt.getTime() &&
  a?.endsAt.getTime() === b?.endsAt.getTime();

/**
 * Writes what changed into the history, in the save's transaction: a new regular price from
 * `now`; a replaced reduction is withdrawn (deleted when it had not begun, ended at `now` when
 * running) and the new one recorded.
 */
export async function recordPriceChange(
  tx: Tx,
  productId: string,
  before: { priceCents: number; reduction: Reduction | null } | null,
  after: { priceCents: number; reduction: Reduction | null },
  now: Date,
): Promise<void> {
  if (before?.priceCents !== after.priceCents) {
    await tx.insert(priceHistory).values({
      productId,
      kind: 'regular',
      priceCents: after.priceCents,
      startsAt: now,
    });
  }
  if (sameReduction(before?.reduction ?? null, after.reduction)) return;
  const open = and(
    eq(priceHistory.productId, productId),
    eq(priceHistory.kind, 'reduced'),
    gt(priceHistory.endsAt, now),
  );
  await tx.delete(priceHistory).where(and(open, gt(priceHistory.startsAt, now)));
  await tx.update(priceHistory).set({ endsAt: now }).where(open);
  if (after.reduction) {
    await tx.insert(priceHistory).values({
      productId,
      kind: 'reduced',
      priceCents: after.reduction.priceCents,
      startsAt: after.reduction.startsAt,
      endsAt: after.reduction.endsAt,
    });
  }
}

async function histories(db: Db | Tx, productIds: string[]): Promise<Map<string, PriceEntry[]>> {
  const byProduct = new Map<string, PriceEntry[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(priceHistory)
    .where(inArray(priceHistory.productId, productIds))
    .orderBy(asc(priceHistory.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({
      kind: row.kind,
      priceCents: row.priceCents,
      from: row.startsAt,
      until: row.endsAt,
    });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

export interface PriceNow {
  priceCents: number;
  reduction: ReducedPrice | null;
}

/**
 * The price each product is sold at `now` (with the Omnibus reference while reduced); the
 * histories are read only for products whose reduction runs.
 */
export async function pricesNow<Row extends StoredPrice & { id: string }>(
  db: Db | Tx,
  rows: readonly Row[],
  now: Date,
): Promise<Map<string, PriceNow>> {
  const reduced = rows.filter((row) => {
    const reduction = reductionOf(row);
    return reduction !== null && reduction.startsAt <= now && now < reduction.endsAt;
  });
  const history = await histories(
    db,
    reduced.map((row) => row.id),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      currentPrice(row.priceCents, reductionOf(row), history.get(row.id) ?? [], now),
    ]),
  );
}
