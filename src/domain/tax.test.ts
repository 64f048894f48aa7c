import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sum } from './money';
import { ratePercent, type TaxedLine, taxBreakdown, taxContained } from './tax';

const line = (unitCents: number, taxRateBp: number, quantity = 1, isCourse = false): TaxedLine => ({
  unitCents,
  quantity,
  taxRateBp,
  isCourse,
});

const anyLine = fc.record({
  unitCents: fc.integer({ min: 0, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 12 }),
  taxRateBp: fc.constantFrom(0, 700, 1070, 1900),
  isCourse: fc.boolean(),
});

describe('taxBreakdown', () => {
  it('splits a discounted mixed order with shipping as worked out by hand', () => {
    // honey 8,90 × 2 (0 %), cream 12,50 and a course 45,00 (19 %); 6,75 € shipping; 10 % off
    const taxes = taxBreakdown(
      [line(890, 0, 2), line(1250, 1900), line(4500, 1900, 1, true)],
      675,
      753,
    );
    // discount by subtotal share: 5750/7530 and 1780/7530 of 7,53 € = 5,75 € and 1,78 €;
    // shipping by the shipped goods only (cream 12,50, honey 17,80): 2,78 € and 3,97 €
    expect(taxes).toEqual([
      // 57,50 − 5,75 + 2,78 = 54,53 €, tax 54,53 × 19/119 = 8,706… → 8,71 €
      { rateBp: 1900, gross: 5453, net: 4582, tax: 871 },
      { rateBp: 0, gross: 1999, net: 1999, tax: 0 },
    ]);
  });

  it('lowers the tax with the discount and adds the shipping’s', () => {
    const cream = [line(10_000, 1900)];
    expect(taxBreakdown(cream, 0, 0)[0]?.tax).toBe(1597);
    expect(taxBreakdown(cream, 0, 1000)[0]?.tax).toBe(1437);
    expect(taxBreakdown(cream, 675, 0)[0]?.tax).toBe(1705);
  });

  it('gives a courses-only order no shipping share and an empty order nothing', () => {
    expect(taxBreakdown([line(4500, 1900, 2, true)], 0, 0)).toEqual([
      { rateBp: 1900, gross: 9000, net: 7563, tax: 1437 },
    ]);
    expect(taxBreakdown([], 0, 0)).toEqual([]);
  });

  it('adds up to the order total to the cent, gross = net + tax per rate, never negative', () => {
    fc.assert(
      fc.property(
        fc.array(anyLine, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 2000 }),
        (lines, percent, shipping) => {
          const subtotal = sum(lines.map((l) => l.unitCents * l.quantity));
          const discount = Math.ceil((subtotal * percent) / 100);
          const taxes = taxBreakdown(lines, shipping, discount);
          expect(sum(taxes.map((rate) => rate.gross))).toBe(subtotal + shipping - discount);
          for (const rate of taxes) {
            expect(rate.net + rate.tax).toBe(rate.gross);
            expect(rate.tax).toBeGreaterThanOrEqual(0);
            expect(rate.gross).toBeGreaterThanOrEqual(0);
            expect(rate.tax).toBe(taxContained(rate.gross, rate.rateBp));
          }
          expect(new Set(taxes.map((rate) => rate.rateBp)).size).toBe(taxes.length);
        },
      ),
    );
  });

  it('leaves a tax-free class at 0 whatever it carries', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { minLength: 1, maxLength: 8 }), (lines) => {
        const free = lines.map((l) => ({ ...l, taxRateBp: 0 }));
        expect(sum(taxBreakdown(free, 675, 100).map((rate) => rate.tax))).toBe(0);
      }),
    );
  });
});

describe('ratePercent', () => {
  it('names rates as German totals do', () => {
    expect(ratePercent(1900)).toBe('19%');
    expect(ratePercent(700)).toBe('7%');
    expect(ratePercent(1070)).toBe('10,7%');
  });
});
