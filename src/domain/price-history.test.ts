import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  berlinLocalInstant,
  berlinLocalText,
  currentPrice,
  omnibusReference,
  type PriceEntry,
  priceAt,
  thirtyDaysBefore,
} from './price-history';

const HOUR = 3_600_000;
// the history runs over both DST changes of 2026
const ORIGIN = Date.parse('2026-02-01T00:00:00Z');
const at = (hours: number) => new Date(ORIGIN + hours * HOUR);

const regular = (hours: number, priceCents: number): PriceEntry => ({
  kind: 'regular',
  priceCents,
  from: at(hours),
  until: null,
});
const reduced = (from: number, until: number, priceCents: number): PriceEntry => ({
  kind: 'reduced',
  priceCents,
  from: at(from),
  until: at(until),
});

const entry = fc.oneof(
  fc
    .record({ hours: fc.integer({ min: 0, max: 6000 }), price: fc.integer({ min: 1, max: 5000 }) })
    .map(({ hours, price }) => regular(hours, price)),
  fc
    .record({
      hours: fc.integer({ min: 0, max: 6000 }),
      length: fc.integer({ min: 1, max: 1500 }),
      price: fc.integer({ min: 1, max: 5000 }),
    })
    .map(({ hours, length, price }) => reduced(hours, hours + length, price)),
);

/** Every whole hour of the window: prices change only on whole hours here, so this sees all. */
function lowestBySampling(entries: PriceEntry[], start: Date): number | null {
  const prices: number[] = [];
  for (let t = thirtyDaysBefore(start).getTime(); t < start.getTime(); t += HOUR) {
    const price = priceAt(entries, new Date(t));
    if (price !== null) prices.push(price);
  }
  return prices.length === 0 ? null : Math.min(...prices);
}

describe('the Omnibus reference (lowest price of the 30 days before a reduction)', () => {
  it('equals the lowest price found hour by hour, over random price histories', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 12 }),
        fc.integer({ min: 0, max: 7000 }),
        (entries, startHour) => {
          expect(omnibusReference(entries, at(startHour))).toBe(
            lowestBySampling(entries, at(startHour)),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never exceeds the price just before the start, and ignores everything from the start on', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 12 }),
        fc.array(entry, { maxLength: 4 }),
        fc.integer({ min: 1, max: 7000 }),
        (entries, later, startHour) => {
          const start = at(startHour);
          const reference = omnibusReference(entries, start);
          const before = priceAt(entries, new Date(start.getTime() - 1));
          if (before !== null) expect(reference).not.toBeNull();
          if (before !== null && reference !== null) expect(reference).toBeLessThanOrEqual(before);
          // what happens from the start on (a new price, the reduction itself) changes nothing
          const afterwards = later.map((item) => ({
            ...item,
            from: new Date(start.getTime() + (item.from.getTime() - ORIGIN)),
            until: item.until && new Date(start.getTime() + (item.until.getTime() - ORIGIN)),
          }));
          expect(omnibusReference([...entries, ...afterwards], start)).toBe(reference);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('is fixed at the start, not a window rolling along with the reduction', () => {
    const history = [regular(0, 1000), reduced(100, 200, 700), regular(300, 1200)];
    const start = at(24 * 20);
    expect(omnibusReference(history, start)).toBe(700);
    const running = { priceCents: 900, startsAt: start, endsAt: at(24 * 90) };
    // 60 days later the earlier 7,00 € lies far outside a rolling window, yet still counts
    const later = currentPrice(
      1200,
      running,
      [...history, reduced(480, 24 * 90, 900)],
      at(24 * 80),
    );
    // 9,00 € is below the 12,00 € before the sale but above the 30 days' lowest 7,00 €: charged,
    // not announced as a reduction (CJEU C-330/23)
    expect(later).toEqual({ priceCents: 900, reduction: null });
    const deeper = currentPrice(1200, { ...running, priceCents: 650 }, history, at(24 * 80));
    expect(deeper).toEqual({
      priceCents: 650,
      reduction: { struckCents: 700, lowestPriorCents: 700, endsAt: at(24 * 90).toISOString() },
    });
  });

  it('leaves out what lies more than 30 days back, but counts the price in force at the window start', () => {
    const history = [regular(0, 500), regular(24 * 10, 900)];
    expect(omnibusReference(history, at(24 * 40))).toBe(900);
    expect(omnibusReference(history, at(24 * 39))).toBe(500);
  });

  it('is null for a product that had no price before', () => {
    expect(omnibusReference([regular(500, 900)], at(500))).toBeNull();
    const reduction = { priceCents: 700, startsAt: at(500), endsAt: at(600) };
    expect(currentPrice(900, reduction, [regular(500, 900)], at(550)).reduction).toMatchObject({
      lowestPriorCents: 900,
    });
  });
});

describe('thirty days before, in Berlin calendar days', () => {
  it('keeps the wall time across the spring change (one hour less)', () => {
    const start = berlinLocalInstant('2026-04-10T09:00');
    expect(berlinLocalText(thirtyDaysBefore(start))).toBe('2026-03-11T09:00');
    expect(start.getTime() - thirtyDaysBefore(start).getTime()).toBe(30 * 24 * HOUR - HOUR);
  });

  it('keeps the wall time across the autumn change (one hour more)', () => {
    const start = berlinLocalInstant('2026-11-10T09:00');
    expect(berlinLocalText(thirtyDaysBefore(start))).toBe('2026-10-11T09:00');
    expect(start.getTime() - thirtyDaysBefore(start).getTime()).toBe(30 * 24 * HOUR + HOUR);
  });
});

describe('a reduction runs from its start to its end (Berlin time, across DST)', () => {
  const history = [regular(0, 1000)];
  const check = (startsAt: string, endsAt: string, instant: string) =>
    currentPrice(
      1000,
      {
        priceCents: 800,
        startsAt: berlinLocalInstant(startsAt),
        endsAt: berlinLocalInstant(endsAt),
      },
      history,
      new Date(instant),
    ).priceCents;

  it('ends at 03:00 on the spring-forward night: 01:59 CET is reduced, 03:00 CEST is not', () => {
    expect(check('2026-03-20T00:00', '2026-03-29T03:00', '2026-03-29T00:59:59Z')).toBe(800);
    expect(check('2026-03-20T00:00', '2026-03-29T03:00', '2026-03-29T01:00:00Z')).toBe(1000);
  });

  it('ending at 02:30 on the autumn night means the second 02:30 (winter time)', () => {
    expect(check('2026-10-20T00:00', '2026-10-25T02:30', '2026-10-25T00:45:00Z')).toBe(800);
    expect(check('2026-10-20T00:00', '2026-10-25T02:30', '2026-10-25T01:29:59Z')).toBe(800);
    expect(check('2026-10-20T00:00', '2026-10-25T02:30', '2026-10-25T01:30:00Z')).toBe(1000);
  });

  it('starts at midnight Berlin time in summer (22:00 UTC the day before)', () => {
    expect(check('2026-07-01T00:00', '2026-07-31T00:00', '2026-06-30T21:59:59Z')).toBe(1000);
    expect(check('2026-07-01T00:00', '2026-07-31T00:00', '2026-06-30T22:00:00Z')).toBe(800);
  });

  it('reads a datetime-local text back unchanged', () => {
    for (const local of ['2026-03-29T01:59', '2026-03-29T03:00', '2026-10-25T03:00']) {
      expect(berlinLocalText(berlinLocalInstant(local))).toBe(local);
    }
  });
});
