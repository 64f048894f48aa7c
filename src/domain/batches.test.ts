import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateFefo,
  type BatchStock,
  isExpired,
  returnToBatches,
  sellableQuantity,
  splitTakes,
} from './batches';

const day = fc
  .integer({ min: 0, max: 60 })
  .map((offset) => new Date(Date.UTC(2026, 6, 1 + offset)).toISOString().slice(0, 10));

const batches = fc
  .array(
    fc.record({
      lotNumber: fc.string({ minLength: 1, maxLength: 8 }),
      bestBefore: day,
      quantity: fc.integer({ min: 0, max: 30 }),
    }),
    { maxLength: 8 },
  )
  .map((rows): BatchStock[] => rows.map((row, index) => ({ ...row, id: index + 1 })));

describe('FEFO allocation', () => {
  it('never sells an expired batch nor more than a batch holds, and takes exactly what was asked', () => {
    fc.assert(
      fc.property(batches, fc.integer({ min: 1, max: 120 }), day, (stock, quantity, today) => {
        const takes = allocateFefo(stock, quantity, today);
        const sellable = sellableQuantity(stock, today);
        if (quantity > sellable) {
          expect(takes).toBeNull();
          return;
        }
        expect(takes).not.toBeNull();
        const byId = new Map(stock.map((batch) => [batch.id, batch]));
        let sum = 0;
        for (const take of takes ?? []) {
          const batch = byId.get(take.batchId);
          expect(batch).toBeDefined();
          expect(isExpired(batch as BatchStock, today)).toBe(false);
          expect(take.quantity).toBeGreaterThan(0);
          expect(take.quantity).toBeLessThanOrEqual(batch?.quantity ?? 0);
          sum += take.quantity;
        }
        expect(sum).toBe(quantity);
        expect(new Set(takes?.map((take) => take.batchId)).size).toBe(takes?.length);
      }),
    );
  });

  it('takes the first-expiring batches first: a later lot is touched only once earlier ones are empty', () => {
    fc.assert(
      fc.property(batches, fc.integer({ min: 1, max: 120 }), day, (stock, quantity, today) => {
        const takes = allocateFefo(stock, quantity, today) ?? [];
        const last = takes.at(-1);
        if (!last) return;
        for (const take of takes.slice(0, -1)) {
          const batch = stock.find((b) => b.id === take.batchId);
          expect(take.quantity).toBe(batch?.quantity);
          expect(take.bestBefore <= last.bestBefore).toBe(true);
        }
        // nothing sellable expiring earlier than the last lot touched is left untaken
        const untouched = stock.filter(
          (b) => !takes.some((t) => t.batchId === b.id) && !isExpired(b, today) && b.quantity > 0,
        );
        for (const batch of untouched) expect(batch.bestBefore >= last.bestBefore).toBe(true);
      }),
    );
  });

  it('sells a batch on its best-before day and not the day after', () => {
    const honey = [{ id: 1, lotNumber: 'L2026-07', bestBefore: '2028-07-31', quantity: 3 }];
    expect(allocateFefo(honey, 2, '2028-07-31')).toEqual([
      { batchId: 1, lotNumber: 'L2026-07', bestBefore: '2028-07-31', quantity: 2 },
    ]);
    expect(allocateFefo(honey, 1, '2028-08-01')).toBeNull();
    expect(sellableQuantity(honey, '2028-08-01')).toBe(0);
  });
});

describe('returning units to their batches', () => {
  const taken = fc
    .array(
      fc
        .record({ bestBefore: day, quantity: fc.integer({ min: 1, max: 10 }) })
        .chain((row) =>
          fc
            .integer({ min: 0, max: row.quantity })
            .map((returnedQuantity) => ({ ...row, returnedQuantity })),
        ),
      { maxLength: 5 },
    )
    .map((rows) => rows.map((row, index) => ({ ...row, batchId: index + 1 })));

  it('never gives a batch back more than the line took from it', () => {
    fc.assert(
      fc.property(taken, fc.integer({ min: 0, max: 60 }), (rows, quantity) => {
        const back = returnToBatches(rows, quantity);
        const room = rows.reduce((sum, row) => sum + row.quantity - row.returnedQuantity, 0);
        expect(back.reduce((sum, row) => sum + row.quantity, 0)).toBe(Math.min(room, quantity));
        for (const row of back) {
          const from = rows.find((r) => r.batchId === row.batchId);
          expect(row.quantity).toBeLessThanOrEqual(
            (from?.quantity ?? 0) - (from?.returnedQuantity ?? 0),
          );
        }
      }),
    );
  });
});

describe('splitting one product’s lots over its lines', () => {
  it('gives each line exactly its quantity and hands out every unit taken once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
        batches,
        (quantities, stock) => {
          const total = quantities.reduce((a, b) => a + b, 0);
          const takes = allocateFefo(stock, total, '2026-07-01');
          if (!takes) return;
          const split = splitTakes(takes, quantities);
          split.forEach((lineTakes, i) => {
            expect(lineTakes.reduce((sum, t) => sum + t.quantity, 0)).toBe(quantities[i]);
          });
          for (const take of takes) {
            const handed = split.flat().filter((t) => t.batchId === take.batchId);
            expect(handed.reduce((sum, t) => sum + t.quantity, 0)).toBe(take.quantity);
          }
        },
      ),
    );
  });
});
