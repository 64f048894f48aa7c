import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { germanDecimal, groupThousands } from './german-numbers';
import { formatEuro } from './money';
import { formatMean } from './ratings';
import { ratePercent } from './tax';

// what the functions stand in for, made here in Node (whose ICU has the German data)
const intlDecimals = [0, 1, 2, 3].map(
  (digits) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: digits }),
);
const intlDecimal = (digits: number) => intlDecimals[digits] as Intl.NumberFormat;
const intlEuro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const byIntlEuro = (cents: number) => intlEuro.format(cents / 100).replace(/\u00a0/g, ' ');

describe('German numbers without Intl', () => {
  it('groups thousands with points', () => {
    expect(groupThousands('0')).toBe('0');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000')).toBe('1.000');
    expect(groupThousands('1234567')).toBe('1.234.567');
  });

  it('writes decimals as Intl does, rounding half away from zero on the shortest form', () => {
    expect(germanDecimal(4.5, 1)).toBe('4,5');
    expect(germanDecimal(4, 1)).toBe('4');
    expect(germanDecimal(4.05, 1)).toBe('4,1');
    expect(germanDecimal(1.005, 2)).toBe('1,01');
    expect(germanDecimal(0.7, 3)).toBe('0,7');
    expect(germanDecimal(1500, 3)).toBe('1.500');
    expect(germanDecimal(-2.25, 1)).toBe('-2,3');
    // digits past a double's precision once scaled: rounded as written, not as scaled
    expect(germanDecimal(2245772658679.5234, 3)).toBe('2.245.772.658.679,523');
    for (const value of [
      4.05,
      1.005,
      2245772658679.5234,
      9.995,
      0.5,
      99.95,
      -2.25,
      -0.01,
      -0,
      0,
      1e21,
      1e-7,
      2 ** 53,
      Number.NaN,
    ]) {
      for (const digits of [0, 1, 2, 3]) {
        expect(germanDecimal(value, digits), `${value} to ${digits}`).toBe(
          intlDecimal(digits).format(value),
        );
      }
    }
  });

  it('agrees with Intl on any double and any number of decimals up to three', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.integer({ min: 0, max: 3 }), (value, digits) => {
        expect(germanDecimal(value, digits)).toBe(intlDecimal(digits).format(value));
      }),
      { numRuns: 20_000 },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        (whole, shift, digits) => {
          const value = whole / 10 ** shift;
          expect(germanDecimal(value, digits)).toBe(intlDecimal(digits).format(value));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('writes every mean of up to 200 ratings as Intl does', () => {
    for (let count = 1; count <= 200; count += 1) {
      for (let total = count; total <= 5 * count; total += 1) {
        expect(formatMean(total / count)).toBe(`${intlDecimal(1).format(total / count)}/5`);
      }
    }
  });

  it('writes euro amounts of whole cents as Intl does, -0 without a sign', () => {
    // up to 900 billion euros: beyond, Intl's cents / 100 is no longer exact (and this is)
    const exactInIntl = Math.floor(2 ** 53 / 100);
    const amounts = fc.oneof(
      fc.integer(),
      fc.maxSafeInteger().map((cents) => cents % exactInIntl),
    );
    fc.assert(
      fc.property(amounts, (cents) => {
        expect(formatEuro(cents)).toBe(byIntlEuro(cents));
      }),
      { numRuns: 5_000 },
    );
    for (const cents of [0, 5, 99, 100, 99_999, 100_000, -1, -100_000]) {
      expect(formatEuro(cents)).toBe(byIntlEuro(cents));
    }
    expect(formatEuro(-0)).toBe('0,00 €');
    // what the shop never makes goes to Intl
    expect(formatEuro(12.5)).toBe(byIntlEuro(12.5));
    expect(formatEuro(2 ** 60)).toBe(byIntlEuro(2 ** 60));
    expect(formatEuro(7_324_639_908_773_571)).toBe('73.246.399.087.735,71 €');
  });

  it('writes VAT rates from basis points as Intl does', () => {
    for (let rateBp = 0; rateBp <= 10_000; rateBp += 1) {
      expect(ratePercent(rateBp)).toBe(`${intlDecimal(2).format(rateBp / 100)}%`);
    }
  });
});
