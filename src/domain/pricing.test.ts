import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, type PricedLine, vatLines } from './pricing';

const honey = (unitCents: number, quantity = 1): PricedLine => ({
  unitCents,
  quantity,
  taxRateBp: 0,
  isCourse: false,
});
const care = (unitCents: number, quantity = 1): PricedLine => ({
  unitCents,
  quantity,
  taxRateBp: 1900,
  isCourse: false,
});
const course = (unitCents: number, quantity = 1): PricedLine => ({
  unitCents,
  quantity,
  taxRateBp: 1900,
  isCourse: true,
});
const rules = { shippingCents: 675, discountPercent: 0 };

const line = fc.record({
  unitCents: fc.integer({ min: 0, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  taxRateBp: fc.constantFrom(0, 700, 1900),
  isCourse: fc.boolean(),
});
const lines = fc.array(line, { maxLength: 12 });
const percent = fc.integer({ min: 0, max: 100 });

describe('cartTotals', () => {
  it('computes a mixed cart as worked out by hand', () => {
    // honey 8,90 ×2 (tax-free) + cream 12,50 + course 45,00; 10 % off
    const totals = cartTotals([honey(890, 2), care(1250), course(4500)], {
      shippingCents: 675,
      discountPercent: 10,
    });
    expect(totals.subtotal).toBe(7530);
    // the tax paid: 57,50 € less its share of the discount, plus its share of the shipping
    // (tax.test.ts works it out) = 54,53 € at 19 % → 8,71 €
    expect(totals.vat).toBe(871);
    expect(totals.shipping).toBe(675);
    expect(totals.discount).toBe(753);
    expect(totals.total).toBe(7530 + 675 - 753);
  });

  it('charges no shipping for a courses-only cart or an empty one', () => {
    expect(cartTotals([course(4500, 2)], rules).shipping).toBe(0);
    expect(cartTotals([], rules)).toEqual({
      subtotal: 0,
      vat: 0,
      taxes: [],
      shipping: 0,
      discount: 0,
      total: 0,
    });
  });

  it('rounds the discount up to whole cents', () => {
    expect(cartTotals([honey(995)], { shippingCents: 0, discountPercent: 10 }).discount).toBe(100);
  });

  it('total = subtotal + shipping − discount', () => {
    fc.assert(
      fc.property(lines, percent, (cart, discountPercent) => {
        const t = cartTotals(cart, { shippingCents: 675, discountPercent });
        expect(t.total).toBe(t.subtotal + t.shipping - t.discount);
      }),
    );
  });

  it('VAT never exceeds the taxed gross and the shipping, and honey adds none', () => {
    fc.assert(
      fc.property(lines, (cart) => {
        const taxedGross = cart
          .filter((l) => l.taxRateBp > 0)
          .reduce((s, l) => s + l.unitCents * l.quantity, 0);
        const t = cartTotals(cart, rules);
        expect(t.vat).toBeGreaterThanOrEqual(0);
        expect(t.vat).toBeLessThanOrEqual(taxedGross + t.shipping);
        const onlyHoney = cart.map((l) => ({ ...l, taxRateBp: 0 }));
        expect(cartTotals(onlyHoney, rules).vat).toBe(0);
      }),
    );
  });

  it('gives no discount at 0 % and never more than the subtotal', () => {
    fc.assert(
      fc.property(lines, percent, (cart, discountPercent) => {
        expect(cartTotals(cart, rules).discount).toBe(0);
        const t = cartTotals(cart, { ...rules, discountPercent });
        expect(t.discount).toBeLessThanOrEqual(t.subtotal);
      }),
    );
  });

  it('a courses-only cart never has shipping', () => {
    fc.assert(
      fc.property(lines, (cart) => {
        const courses = cart.map((l) => ({ ...l, isCourse: true }));
        expect(cartTotals(courses, rules).shipping).toBe(0);
      }),
    );
  });
});

describe('vatLines: the VAT rows under the totals', () => {
  it('with HONIG10 shows the tax paid: lowered by the discount, raised by the shipping’s share', () => {
    // the case: 19 % goods with a discount and shipping; the spec's formula ignored both
    const goods = [care(38_000), honey(1000)];
    const plain = cartTotals(goods, { shippingCents: 0, discountPercent: 0 });
    const paid = cartTotals(goods, { shippingCents: 675, discountPercent: 10 });
    const [row] = vatLines(paid, false);
    expect(row?.label).toBe('inkl. 19% Mehrwertsteuer');
    // 38 000 − 3 800 (its 95 % share of the 3 900 discount, as prorated) + 658 shipping (95 % of 675)
    expect(paid.taxes[0]).toMatchObject({ rateBp: 1900, gross: 38_000 - 3800 + 658 });
    expect(row?.tax).toBe(Math.ceil(((38_000 - 3800 + 658) * 19) / 119));
    expect(row?.tax).toBeLessThan(vatLines(plain, false)[0]?.tax ?? 0);
  });

  it('shows one line per taxed rate, highest first, and the spec’s 0,00 € line when nothing is taxed', () => {
    const reduced: PricedLine = { unitCents: 1070, quantity: 2, taxRateBp: 700, isCourse: false };
    const totals = cartTotals([care(1190), reduced, honey(500)], rules);
    expect(vatLines(totals, false).map((entry) => entry.label)).toEqual([
      'inkl. 19% Mehrwertsteuer',
      'inkl. 7% Mehrwertsteuer',
    ]);
    expect(vatLines(totals, false).map((entry) => entry.tax)).toEqual(
      totals.taxes.filter((rate) => rate.rateBp > 0).map((rate) => rate.tax),
    );
    expect(vatLines(cartTotals([honey(500)], rules), false)).toEqual([
      { rateBp: 1900, label: 'inkl. 19% Mehrwertsteuer', tax: 0 },
    ]);
  });

  it('for a small business (§ 19 UStG) names no VAT, only the note', () => {
    expect(vatLines(cartTotals([care(1190), honey(500)], rules), true)).toEqual([
      { rateBp: 0, label: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.', tax: null },
    ]);
  });
});
