import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LimitedLine, lineRoom } from './order-limits';

const line = fc.record({
  productId: fc.constantFrom('p-honig', 'p-kerze', 'k-imkern'),
  quantity: fc.integer({ min: 1, max: 15 }),
  isCourse: fc.boolean(),
});

describe('per-order limit (docs/decisions/002)', () => {
  it('lets every line fit its room exactly when goods per product and each booking fit', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.integer({ min: 1, max: 12 }),
        (lines, limit) => {
          const fits = (entry: LimitedLine) =>
            entry.quantity <=
            lineRoom(
              entry,
              lines.filter((other) => other !== entry),
              limit,
            );
          const goods = new Map<string, number>();
          for (const entry of lines.filter((candidate) => !candidate.isCourse))
            goods.set(entry.productId, (goods.get(entry.productId) ?? 0) + entry.quantity);
          const expected =
            [...goods.values()].every((total) => total <= limit) &&
            lines.every((entry) => !entry.isCourse || entry.quantity <= limit);
          expect(lines.every(fits)).toBe(expected);
        },
      ),
    );
  });

  it('never offers a negative room', () => {
    const honey = { productId: 'p-honig', quantity: 9, isCourse: false };
    expect(lineRoom({ ...honey, quantity: 1 }, [honey, honey], 10)).toBe(0);
    expect(lineRoom({ ...honey, isCourse: true }, [honey, honey], 10)).toBe(10);
  });
});
