import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from './catalog';
import { HONEY_ORIGINS } from './food-info';
import { ProductFields } from './product-admin-schema';
import { newProductFormValues, productFormValues } from './product-form-values';
import type { TaxDefaults } from './shop-settings-schema';

const line = fc.string({ maxLength: 40 }).map((text) => text.replace(/\p{Cc}/gu, '').trim());

const storedFields = fc.record({
  type: fc.constantFrom(...PRODUCT_TYPES),
  title: line.filter((title) => title.length > 0),
  priceCents: fc.integer({ min: 0, max: 9_999_999 }),
  shortDescription: line,
  description: line,
  longDescription: line,
  amountAvailable: fc.integer({ min: 0, max: 1_000_000 }),
  productDisplayed: fc.boolean(),
  properties: fc.array(fc.record({ key: line.filter((key) => key.length > 0), value: line }), {
    maxLength: 3,
  }),
  netContentAmount: fc.constant(null),
  netContentUnit: fc.constant(null),
  taxClassId: fc.constantFrom('exempt', 'standard'),
  maxPerOrder: fc.option(fc.integer({ min: 1, max: 999 })),
  courseTime: line,
  courseLocation: line,
  courseBring: line,
  courseSeries: fc.boolean(),
  food: fc.record({
    name: line,
    ingredients: line,
    bestBefore: line,
    storage: line,
    operator: line,
    alcohol: line,
    honeyOrigin: fc.constantFrom(...HONEY_ORIGINS),
    originCountry: line,
  }),
  reducedPriceCents: fc.constant(null),
  reductionStartsAt: fc.constant(null),
  reductionEndsAt: fc.constant(null),
});

/** Each problem's field as the form names its inputs ("properties.0.key"), with its message. */
const problemsOf = (values: unknown) =>
  ProductFields.safeParse(values).error?.issues.map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]) ?? [];

describe('the product form values', () => {
  it('show a stored product so that saving it unchanged stores the same fields', () => {
    fc.assert(
      fc.property(storedFields, fc.option(fc.integer({ min: 1, max: 100_000 })), (fields, net) => {
        const stored = {
          ...fields,
          netContentAmount: net,
          netContentUnit: net === null ? null : ('g' as const),
        };
        expect(ProductFields.parse(productFormValues(stored))).toEqual(stored);
      }),
    );
  });

  it('keep a reduction as entered, and refuse one that is incomplete, too high or backwards', () => {
    const reduced = {
      reducedPriceCents: 690,
      reductionStartsAt: '2026-12-01T00:00',
      reductionEndsAt: '2026-12-24T12:00',
    };
    fc.assert(
      fc.property(storedFields, (fields) => {
        const stored = { ...fields, priceCents: 890, ...reduced };
        expect(ProductFields.parse(productFormValues(stored))).toEqual(stored);
      }),
      { numRuns: 20 },
    );
    const form = {
      ...newProductFormValues({ honig: 'exempt' } as TaxDefaults),
      title: 'Waldhonig',
      price: '8,90',
    };
    expect(problemsOf({ ...form, reductionStartsAt: '2026-12-01T00:00' })).toEqual([
      ['reducedPrice', 'Bitte den reduzierten Preis eingeben, oder Beginn und Ende leeren.'],
    ]);
    expect(problemsOf({ ...form, reducedPrice: '8,90' })).toEqual([
      ['reducedPrice', 'Der reduzierte Preis muss unter dem regulären Preis liegen.'],
      ['reductionStartsAt', 'Ab wann gilt der reduzierte Preis?'],
      ['reductionEndsAt', 'Bis wann gilt der reduzierte Preis?'],
    ]);
    expect(
      problemsOf({
        ...form,
        reducedPrice: '6,90',
        reductionStartsAt: '2026-12-02T00:00',
        reductionEndsAt: '2026-12-01T00:00',
      }),
    ).toEqual([['reductionEndsAt', 'Das Ende muss nach dem Beginn liegen.']]);
  });

  it('name the field of each problem the way the inputs are named', () => {
    const form = productFormValues(
      ProductFields.parse({
        type: 'honig',
        title: 'Waldhonig',
        price: '8,90',
        shortDescription: '',
        description: '',
        longDescription: '',
        amountAvailable: 3,
        productDisplayed: true,
        properties: [{ key: 'Sorte', value: 'Wald' }],
        netContentAmount: 500,
        netContentUnit: 'g',
        taxClassId: 'exempt',
        maxPerOrder: null,
      }),
    );
    expect(
      problemsOf({ ...form, price: '8,9,0', properties: [{ key: '', value: 'Wald' }] }),
    ).toEqual([
      ['price', 'Bitte einen Preis in Euro eingeben, z. B. 6,75.'],
      ['properties.0.key', 'Bitte der Eigenschaft einen Namen geben.'],
    ]);
    expect(problemsOf({ ...form, netContentUnit: '' })).toEqual([
      ['netContentAmount', 'Füllmenge und Einheit gehören zusammen.'],
    ]);
  });

  it('start a new product hidden, with its category’s tax class, and ask for title and price', () => {
    const taxDefaults = Object.fromEntries(PRODUCT_TYPES.map((type) => [type, 'standard']));
    const values = newProductFormValues({ ...taxDefaults, honig: 'exempt' } as TaxDefaults);
    expect(values.productDisplayed).toBe(false);
    expect(values.taxClassId).toBe('exempt');
    expect(problemsOf(values)).toEqual([
      ['title', 'Bitte einen Titel eingeben.'],
      ['price', 'Bitte einen Preis in Euro eingeben, z. B. 6,75.'],
    ]);
  });
});
