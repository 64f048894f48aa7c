import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_STOCK, ProductFields } from './product-admin-schema';
import { newProductFormValues } from './product-form-values';
import type { TaxDefaults } from './shop-settings-schema';
import { wholeNumber } from './whole-number';

const stock = wholeNumber('Der Bestand', 0, MAX_STOCK);
const NOT_WHOLE = 'Der Bestand muss eine ganze Zahl sein.';

const messages = (value: unknown) => stock.safeParse(value).error?.issues.map((i) => i.message);

describe('wholeNumber', () => {
  it('takes an integer in range as a number or as the digits a form field holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_STOCK }), fc.boolean(), (count, asText) => {
        const spaced = asText ? ` ${String(count)} ` : count;
        expect(stock.parse(spaced)).toBe(count);
      }),
    );
    expect(stock.parse('007')).toBe(7);
  });

  it('refuses what JavaScript would turn into some number', () => {
    for (const value of [true, false, null, undefined, [7], {}, '', ' ', '0x10', '1e3', '1.000']) {
      expect(messages(value), JSON.stringify(value)).toEqual([NOT_WHOLE]);
    }
    for (const value of ['+5', '5 kg', '1,5', '１２', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(messages(value), String(value)).toEqual([NOT_WHOLE]);
    }
  });

  it('refuses every text that is not a plain integer, and every fraction', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^\s*-?\d+\s*$/.test(text)),
        (text) => {
          expect(messages(text)).toEqual([NOT_WHOLE]);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: MAX_STOCK, noNaN: true }).filter((x) => !Number.isInteger(x)),
        (fraction) => {
          expect(messages(fraction)).toEqual([NOT_WHOLE]);
          expect(messages(String(fraction))).toEqual([NOT_WHOLE]);
        },
      ),
    );
  });

  it('names the limits for a whole number outside them, typed or sent', () => {
    for (const value of [-1, '-1']) {
      expect(messages(value)).toEqual(['Der Bestand muss mindestens 0 sein.']);
    }
    for (const value of [MAX_STOCK + 1, String(MAX_STOCK + 1), '9'.repeat(30)]) {
      // the first message is the one the answer and the form show
      expect(messages(value)?.[0]).toBe('Der Bestand darf höchstens 1.000.000 sein.');
    }
  });

  it('in the product form: the stock is required, an empty cap or content means none', () => {
    const form = {
      ...newProductFormValues({ honig: 'exempt' } as TaxDefaults),
      title: 'Waldhonig',
      price: '8,90',
    };
    expect(ProductFields.parse({ ...form, amountAvailable: '12', maxPerOrder: '' })).toMatchObject({
      amountAvailable: 12,
      maxPerOrder: null,
      netContentAmount: null,
    });
    expect(
      ProductFields.parse({
        ...form,
        netContentAmount: '500',
        netContentUnit: 'g',
        maxPerOrder: 3,
      }),
    ).toMatchObject({ netContentAmount: 500, maxPerOrder: 3 });
    const problems = (change: object) =>
      ProductFields.safeParse({ ...form, ...change }).error?.issues.map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]);
    expect(problems({ amountAvailable: '' })).toEqual([['amountAvailable', NOT_WHOLE]]);
    expect(problems({ amountAvailable: null })).toEqual([['amountAvailable', NOT_WHOLE]]);
    expect(problems({ maxPerOrder: '1e3' })).toEqual([
      ['maxPerOrder', 'Die Höchstmenge muss eine ganze Zahl sein.'],
    ]);
    expect(problems({ netContentAmount: [500], netContentUnit: 'g' })).toEqual([
      ['netContentAmount', 'Die Füllmenge muss eine ganze Zahl sein.'],
    ]);
  });
});
