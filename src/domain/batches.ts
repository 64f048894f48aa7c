import { formatDate } from './dates';

// Batches (Los): which units an order takes and where returned units go
// (docs/decisions/035-batches-and-stock-notices.md). Pure: the server locks and writes.

export interface BatchStock {
  id: number;
  lotNumber: string;
  /** The last Berlin day the batch is sold on (yyyy-mm-dd). */
  bestBefore: string;
  quantity: number;
}

export interface BatchTake {
  batchId: number;
  lotNumber: string;
  bestBefore: string;
  quantity: number;
}

/** Past its best-before day (Berlin): not sold any more, though staff still see its jars. */
export const isExpired = (batch: { bestBefore: string }, today: string): boolean =>
  batch.bestBefore < today;

/** What the batches may still sell today. */
export const sellableQuantity = (batches: readonly BatchStock[], today: string): number =>
  batches.reduce((sum, batch) => sum + (isExpired(batch, today) ? 0 : batch.quantity), 0);

const firstExpiringFirst = (a: BatchStock, b: BatchStock) =>
  a.bestBefore === b.bestBefore ? a.id - b.id : a.bestBefore < b.bestBefore ? -1 : 1;

/**
 * First expiring, first out: the units come from the unexpired batches with the earliest
 * best-before day (the older lot on a tie). Null when they do not hold enough: nothing is taken.
 */
export function allocateFefo(
  batches: readonly BatchStock[],
  quantity: number,
  today: string,
): BatchTake[] | null {
  if (quantity <= 0) return [];
  const takes: BatchTake[] = [];
  let missing = quantity;
  for (const batch of [...batches].sort(firstExpiringFirst)) {
    if (missing === 0) break;
    if (isExpired(batch, today) || batch.quantity <= 0) continue;
    const taken = Math.min(batch.quantity, missing);
    takes.push({
      batchId: batch.id,
      lotNumber: batch.lotNumber,
      bestBefore: batch.bestBefore,
      quantity: taken,
    });
    missing -= taken;
  }
  return missing === 0 ? takes : null;
}

export interface TakenFromBatch {
  batchId: number;
  bestBefore: string;
  quantity: number;
  returnedQuantity: number;
}

/**
 * Units of a line coming back go to the batches the line took them from, never more than it
 * took from each; the latest-expiring lot first (the jar with the most time left is the one
 * worth shelving). Returns how many go back to each batch.
 */
export function returnToBatches(
  taken: readonly TakenFromBatch[],
  quantity: number,
): { batchId: number; quantity: number }[] {
  const order = [...taken].sort((a, b) =>
    a.bestBefore === b.bestBefore ? b.batchId - a.batchId : a.bestBefore < b.bestBefore ? 1 : -1,
  );
  const back: { batchId: number; quantity: number }[] = [];
  let left = quantity;
  for (const take of order) {
    if (left === 0) break;
    const room = take.quantity - take.returnedQuantity;
    if (room <= 0) continue;
    const units = Math.min(room, left);
    back.push({ batchId: take.batchId, quantity: units });
    left -= units;
  }
  return back;
}

/**
 * One product in several lines of an order: the lots taken for the product as a whole are handed
 * to its lines in order, each line getting exactly its quantity.
 */
export function splitTakes(
  takes: readonly BatchTake[],
  quantities: readonly number[],
): BatchTake[][] {
  const left = takes.map((take) => ({ ...take }));
  return quantities.map((quantity) => {
    const mine: BatchTake[] = [];
    let missing = quantity;
    for (const take of left) {
      if (missing === 0) break;
      const units = Math.min(take.quantity, missing);
      if (units === 0) continue;
      mine.push({ ...take, quantity: units });
      take.quantity -= units;
      missing -= units;
    }
    return mine;
  });
}

/** The lot an order line took units from, as documents name it. */
export interface LineLot {
  lotNumber: string;
  /** yyyy-mm-dd */
  bestBefore: string;
  quantity: number;
}

const lotText = (lot: LineLot) => `${lot.lotNumber} (MHD ${formatDate(lot.bestBefore)})`;

/** "L2026-07 (MHD 31.07.2028) × 2; …" for documents; empty for a line sold from plain stock. */
export const lotsText = (lots: readonly LineLot[]): string =>
  lots.map((lot) => `${lotText(lot)} × ${lot.quantity}`).join('; ');

/**
 * The lines under an invoice position: "Los L2026-07 (MHD 31.07.2028)" when all its units come
 * from one lot; one line per lot with its count ("Los L2025-08 (MHD 31.08.2027) × 1") when they
 * come from several; none for a line sold from plain stock.
 */
export const lotLines = (lots: readonly LineLot[]): string[] =>
  lots.map((lot) => `Los ${lotText(lot)}${lots.length > 1 ? ` × ${lot.quantity}` : ''}`);
