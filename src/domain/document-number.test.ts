import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DocumentNumberFormat, documentNumberParts, formatDocumentNumber } from './document-number';

// formats as staff may write them: letters, digits and - / _ . around the year and the number
const literal = fc.stringMatching(/^[A-Za-z0-9\-/_.]{0,6}$/);
const format = fc
  .tuple(literal, literal, literal, fc.integer({ min: 1, max: 8 }), fc.boolean())
  .map(([a, b, c, digits, yearFirst]) => {
    const running = `{${'N'.repeat(digits)}}`;
    return yearFirst ? `${a}{YYYY}${b}${running}${c}` : `${a}${running}${b}{YYYY}${c}`;
  });
const year = fc.integer({ min: 2020, max: 2099 });
const running = fc.integer({ min: 1, max: 10_000_000 });

describe('document numbers', () => {
  it('reads back: the year once, the running number padded to the format, the rest as written', () => {
    fc.assert(
      fc.property(format, year, running, (text, y, n) => {
        expect(DocumentNumberFormat.safeParse(text).success).toBe(true);
        const { prefix, digits, suffix } = documentNumberParts(text, y);
        const number = formatDocumentNumber(text, y, n);
        expect(number.startsWith(prefix) && number.endsWith(suffix)).toBe(true);
        const middle = number.slice(prefix.length, number.length - suffix.length);
        expect(Number(middle)).toBe(n);
        expect(middle.length).toBe(Math.max(digits, String(n).length));
        expect(`${prefix}{${'N'.repeat(digits)}}${suffix}`).toBe(text.replace('{YYYY}', String(y)));
      }),
    );
  });

  it('tells different running numbers of one year apart', () => {
    fc.assert(
      fc.property(format, year, running, running, (text, y, a, b) => {
        fc.pre(a !== b);
        expect(formatDocumentNumber(text, y, a)).not.toBe(formatDocumentNumber(text, y, b));
      }),
    );
  });
});
