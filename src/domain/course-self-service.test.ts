import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, berlinDay } from './berlin-time';
import {
  cancellationFee,
  changeable,
  changeDeadline,
  keepFee,
  lastChangeDay,
} from './course-self-service';
import { refundAmounts } from './refund-amounts';

describe('the cutoff for changing a booking (Europe/Berlin)', () => {
  it('ends with the Berlin day N days before the course, in summer and winter time', () => {
    // 2027-03-28 02:00 the clocks spring forward; 2027-10-31 03:00 they fall back
    // the last day to change is the 27th (winter time) or the 28th, a day of 23 hours
    expect(changeDeadline('2027-03-28', 1).toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(changeDeadline('2027-03-29', 1).toISOString()).toBe('2027-03-28T22:00:00.000Z');
    // the 31st (summer time at its start) has 25 hours
    expect(changeDeadline('2027-10-31', 1).toISOString()).toBe('2027-10-30T22:00:00.000Z');
    expect(changeDeadline('2027-11-01', 1).toISOString()).toBe('2027-10-31T23:00:00.000Z');
    expect(changeDeadline('2027-06-10', 0).toISOString()).toBe('2027-06-10T22:00:00.000Z');
  });

  it('is open to the last millisecond and closed from the deadline on, across both changes', () => {
    for (const [startsOn, days] of [
      ['2027-04-03', 7],
      ['2027-11-05', 7],
    ] as const) {
      const deadline = changeDeadline(startsOn, days).getTime();
      expect(changeable(new Date(deadline - 1), startsOn, days)).toBe(true);
      expect(changeable(new Date(deadline), startsOn, days)).toBe(false);
    }
    // 7 days before 2027-04-03 is 2027-03-27, still winter time; before 2027-11-05, summer time
    expect(changeDeadline('2027-04-03', 7).toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(changeDeadline('2027-11-05', 7).toISOString()).toBe('2027-10-29T22:00:00.000Z');
  });

  it('names the last day as customers read it: the whole Berlin day before the deadline', () => {
    // "bis einschließlich 06.01.2030", not "bis 07.01.2030, 00:00 Uhr"
    expect(lastChangeDay('2030-01-13', 7)).toBe('2030-01-06');
    expect(lastChangeDay('2027-06-10', 0)).toBe('2027-06-10');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4000 }).map((offset) => addDays('2026-01-01', offset)),
        fc.integer({ min: 0, max: 60 }),
        (startsOn, days) => {
          const deadline = changeDeadline(startsOn, days).getTime();
          expect(berlinDay(new Date(deadline - 1))).toBe(lastChangeDay(startsOn, days));
          expect(berlinDay(new Date(deadline))).toBe(addDays(lastChangeDay(startsOn, days), 1));
        },
      ),
    );
  });
});

describe('the cancellation fee', () => {
  it('keeps a percentage or a fixed sum, never more than was paid', () => {
    expect(cancellationFee({ feeKind: 'percent', feeValue: 10 }, 4_500)).toBe(450);
    expect(cancellationFee({ feeKind: 'euro', feeValue: 1_000 }, 4_500)).toBe(1_000);
    expect(cancellationFee({ feeKind: 'euro', feeValue: 9_000 }, 4_500)).toBe(4_500);
    expect(cancellationFee({ feeKind: 'percent', feeValue: 0 }, 4_500)).toBe(0);
  });

  it('shrinks the refund, its lines and its rates so they still add up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 300_000 }),
        (unitCents, quantity, feeCents) => {
          const order = {
            lines: [
              {
                id: 1,
                title: 'Kurs',
                unitCents,
                quantity,
                refundedQuantity: 0,
                refundedCents: 0,
                taxRateBp: 1900,
                isCourse: true,
              },
            ],
            shippingCents: 0,
            discountCents: 0,
            shippingRefunded: false,
          };
          const asked = refundAmounts(order, { lines: [{ itemId: 1, quantity }], shipping: false });
          if (!asked.ok) throw new Error(asked.reason);
          const kept = keepFee(asked, feeCents);
          expect(kept.amountCents).toBe(Math.max(0, asked.amountCents - feeCents));
          expect(kept.lines.reduce((sum, line) => sum + line.grossCents, 0)).toBe(kept.amountCents);
          expect(kept.taxes.reduce((sum, rate) => sum + rate.gross, 0)).toBe(kept.amountCents);
          for (const rate of kept.taxes) expect(rate.net + rate.tax).toBe(rate.gross);
        },
      ),
    );
  });
});
