import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type HeldLine,
  type HoldCaps,
  type HoldKind,
  judgeHolds,
  type Shelf,
  shareLimit,
  type WantedLine,
} from './address-holds';

const MINUTE = 60_000;
const caps: HoldCaps = { units: 30, places: 12, sharePercent: 50, cooldownMs: 15 * MINUTE };

const kind = fc.constantFrom<HoldKind>('goods', 'places');
const key = fc.constantFrom('a', 'b', 'c');
const held = fc.record({
  kind,
  key,
  quantity: fc.integer({ min: 1, max: 12 }),
  open: fc.boolean(),
  at: fc.integer({ min: 0, max: 60 * MINUTE }),
});
const wanted = fc.record({ kind, key, quantity: fc.integer({ min: 1, max: 12 }) });
const anyCaps = fc.record({
  units: fc.integer({ min: 1, max: 40 }),
  places: fc.integer({ min: 1, max: 20 }),
  sharePercent: fc.integer({ min: 1, max: 100 }),
  cooldownMs: fc.integer({ min: 0, max: 30 * MINUTE }),
});

const total = (lines: { kind: HoldKind; quantity: number }[], of: HoldKind) =>
  lines.filter((line) => line.kind === of).reduce((sum, line) => sum + line.quantity, 0);

/** Shelves for every product and date the order touches, with `remaining` left on each. */
const shelvesFor = (lines: WantedLine[], remaining: (line: WantedLine) => number): Shelf[] => {
  const seen = new Map<string, Shelf>();
  for (const line of lines)
    seen.set(`${line.kind}:${line.key}`, {
      kind: line.kind,
      key: line.key,
      remaining: remaining(line),
    });
  return [...seen.values()];
};

describe('what one address may hold (docs/decisions/013)', () => {
  it('never lets the totals or a share pass their limits', () => {
    fc.assert(
      fc.property(
        anyCaps,
        fc.array(held, { maxLength: 8 }),
        fc.array(wanted, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 40 }),
        (limits, before, order, left) => {
          const shelves = shelvesFor(order, () => left);
          if (judgeHolds(limits, before, order, shelves) !== null) return;
          for (const of of ['goods', 'places'] as const) {
            const asked = total(order, of);
            if (asked > 0)
              expect(total(before, of) + asked).toBeLessThanOrEqual(
                of === 'goods' ? limits.units : limits.places,
              );
          }
          for (const shelf of shelves) {
            const here = <T extends { kind: HoldKind; key: string }>(line: T) =>
              line.kind === shelf.kind && line.key === shelf.key;
            const mine =
              total(
                before.filter((line) => line.open && here(line)),
                shelf.kind,
              ) + total(order.filter(here), shelf.kind);
            expect(mine).toBeLessThanOrEqual(
              shareLimit(limits.sharePercent, shelf.remaining + mine),
            );
          }
        },
      ),
    );
  });

  it('refuses no smaller order than one it accepts', () => {
    fc.assert(
      fc.property(
        anyCaps,
        fc.array(held, { maxLength: 8 }),
        fc.array(wanted, { minLength: 2, maxLength: 6 }),
        fc.integer({ min: 0, max: 40 }),
        (limits, before, order, left) => {
          const shelves = shelvesFor(order, () => left);
          if (judgeHolds(limits, before, order, shelves) !== null) return;
          // one line less: its units go back to the shelf
          const [dropped, ...rest] = order;
          if (!dropped) return;
          const bigger = shelves.map((shelf) =>
            shelf.kind === dropped.kind && shelf.key === dropped.key
              ? { ...shelf, remaining: shelf.remaining + dropped.quantity }
              : shelf,
          );
          expect(judgeHolds(limits, before, rest, bigger)).toBeNull();
        },
      ),
    );
  });

  it('always lets one unit of the last jar go to somebody who holds nothing', () => {
    fc.assert(
      fc.property(anyCaps, kind, fc.integer({ min: 0, max: 40 }), (limits, of, left) => {
        const order = [{ kind: of, key: 'a', quantity: 1 }];
        expect(
          judgeHolds(
            limits,
            [],
            order,
            shelvesFor(order, () => left),
          ),
        ).toBeNull();
      }),
    );
  });

  it('lets a customer buy 6 jars and book 2 places, and again after cancelling', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 200 }),
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 0, max: 60 * MINUTE }),
        (honeyLeft, placesLeft, closedAt) => {
          const order: WantedLine[] = [
            { kind: 'goods', key: 'honig', quantity: 6 },
            { kind: 'places', key: '7', quantity: 2 },
          ];
          // stock and places of at least twice the order: the share is half of what there was
          const shelves = shelvesFor(order, (line) =>
            line.kind === 'goods' ? honeyLeft : placesLeft,
          );
          expect(judgeHolds(caps, [], order, shelves)).toBeNull();
          const cancelled = order.map((line) => ({ ...line, open: false, at: closedAt }));
          expect(judgeHolds(caps, cancelled, order, shelves)).toBeNull();
        },
      ),
    );
  });

  it('counts a cancelled order towards the totals but gives its share back to the shelf', () => {
    const cancelled: HeldLine[] = [{ kind: 'goods', key: 'a', quantity: 25, open: false, at: 0 }];
    const order: WantedLine[] = [{ kind: 'goods', key: 'a', quantity: 10 }];
    const shelves = shelvesFor(order, () => 40);
    expect(judgeHolds(caps, cancelled, order, shelves)).toEqual({
      rule: 'total',
      kind: 'goods',
      key: null,
      limit: 30,
      held: 25,
      wanted: 10,
      retryAt: 15 * MINUTE,
    });
    expect(judgeHolds({ ...caps, units: 40 }, cancelled, order, shelves)).toBeNull();
  });

  it('names the share of one product first, and says when waiting helps', () => {
    const open: HeldLine[] = [{ kind: 'goods', key: 'a', quantity: 4, open: true, at: 9 * MINUTE }];
    const order: WantedLine[] = [{ kind: 'goods', key: 'a', quantity: 3 }];
    // 12 jars at first: 4 held, 3 wanted, 5 left; half of 12 is 6
    expect(
      judgeHolds(
        caps,
        open,
        order,
        shelvesFor(order, () => 5),
      ),
    ).toMatchObject({
      rule: 'share',
      key: 'a',
      limit: 6,
      held: 4,
      wanted: 3,
      retryAt: 9 * MINUTE,
    });
    const alone: WantedLine[] = [{ kind: 'goods', key: 'a', quantity: 7 }];
    expect(
      judgeHolds(
        caps,
        [],
        alone,
        shelvesFor(alone, () => 5),
      ),
    ).toMatchObject({
      rule: 'share',
      limit: 6,
      retryAt: null,
    });
  });

  it('rounds the share up and never below one', () => {
    expect(shareLimit(50, 0)).toBe(1);
    expect(shareLimit(50, 1)).toBe(1);
    expect(shareLimit(50, 3)).toBe(2);
    expect(shareLimit(50, 18)).toBe(9);
    expect(shareLimit(100, 7)).toBe(7);
  });
});
