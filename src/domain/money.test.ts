import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEuroInput, parseEuroInput } from './euro-input';
import { ceilCents, ceilDiv, cents, formatEuro, prorate, sum } from './money';

describe('money', () => {
  it('formats euro amounts the German way', () => {
    expect(formatEuro(1290)).toBe('12,90 €');
    expect(formatEuro(675)).toBe('6,75 €');
    expect(formatEuro(123456)).toBe('1.234,56 €');
    expect(formatEuro(-100)).toBe('-1,00 €');
  });

  it('parses decimal euro text into cents and rejects the rest', () => {
    expect(cents('12,90')).toBe(1290);
    expect(cents('12.9')).toBe(1290);
    expect(cents(7)).toBe(700);
    expect(cents('-0,05')).toBe(-5);
    expect(cents('abc')).toBeNaN();
    expect(cents('1,234')).toBeNaN();
  });

  it('rounds up, ignoring floating-point dust', () => {
    expect(ceilCents(0.1 * 3 * 100)).toBe(30);
    expect(ceilCents(100.0001)).toBe(101);
    expect(ceilDiv(1, 3)).toBe(1);
    expect(ceilDiv(6, 3)).toBe(2);
    expect(() => ceilDiv(1.5, 2)).toThrow(RangeError);
  });

  it('prorates so the parts always add up to the whole', () => {
    expect(prorate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(prorate(0, [5, 5])).toEqual([0, 0]);
    expect(prorate(10, [0, 0])).toEqual([0, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const parts = prorate(total, weights);
          expect(sum(parts)).toBe(total);
          expect(parts.every((part) => part >= 0)).toBe(true);
        },
      ),
    );
  });

  it('an amount shown for editing reads back as the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), (amount) => {
        expect(parseEuroInput(formatEuroInput(amount))).toBe(amount);
      }),
    );
  });

  it('form amounts take a comma or a point and refuse anything else', () => {
    expect(parseEuroInput('6,75')).toBe(675);
    expect(parseEuroInput(' 6.5 ')).toBe(650);
    expect(parseEuroInput('12')).toBe(1200);
    for (const bad of ['', '-1', '6,755', '1e3', '6,', '100000', 'zwölf']) {
      expect(parseEuroInput(bad)).toBeNull();
    }
  });
});
