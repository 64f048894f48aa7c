import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DocumentNumberFormat,
  documentNumberParts,
  documentNumberPattern,
  formatDocumentNumber,
  formatsCanCollide,
} from './document-number';

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

  it('reads a number back with the format that made it', () => {
    fc.assert(
      fc.property(format, year, running, (text, y, n) => {
        const match = documentNumberPattern(text).exec(formatDocumentNumber(text, y, n));
        expect(match).not.toBeNull();
        expect(match?.groups?.year).toBe(String(y));
        expect(Number(match?.groups?.running)).toBe(n);
      }),
    );
  });

  it('knows which two formats could ever give the same number', () => {
    expect(formatsCanCollide('RE-{YYYY}-{NNNNN}', 'GS-{YYYY}-{NNNNN}')).toBe(false);
    expect(formatsCanCollide('RE{YYYY}{NNNNN}', 'RE-{YYYY}-{NNNNN}')).toBe(false);
    // RE2026000001: 2026 and running 000001 or 2026 and 0 then 00001
    expect(formatsCanCollide('RE{YYYY}{NNNNN}', 'RE{YYYY}0{NNNN}')).toBe(true);
    expect(formatsCanCollide('X-{YYYY}-{NNN}', 'X-{YYYY}-{NNN}')).toBe(true);
    // a running number grows past its digits: 1000 in a format of three
    expect(formatsCanCollide('A{YYYY}{NNN}', 'A{YYYY}{NNNN}')).toBe(true);
    expect(formatsCanCollide('{NNN}/{YYYY}', '{YYYY}/{NNN}')).toBe(true);
    expect(formatsCanCollide('{NNN}-{YYYY}', '{YYYY}/{NNN}')).toBe(false);
  });

  it('says two formats collide exactly when a number of one is read by the other', () => {
    fc.assert(
      fc.property(format, format, year, running, (a, b, y, n) => {
        const number = formatDocumentNumber(a, y, n);
        if (documentNumberPattern(b).test(number)) expect(formatsCanCollide(a, b)).toBe(true);
        expect(formatsCanCollide(a, b)).toBe(formatsCanCollide(b, a));
      }),
      { numRuns: 500 },
    );
  });
});
