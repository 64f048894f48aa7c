import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ceilDiv, sum } from './money';
import {
  everythingLeft,
  type InvoicedOrder,
  paidFor,
  type RefundAmounts,
  refundAmounts,
} from './refund-amounts';
import { type RateTotals, taxBreakdown } from './tax';

const order = (
  lines: Omit<InvoicedOrder['lines'][number], 'refundedQuantity' | 'refundedCents' | 'title'>[],
  shippingCents: number,
  discountPercent: number,
): InvoicedOrder => {
  const subtotal = sum(lines.map((line) => line.unitCents * line.quantity));
  return {
    lines: lines.map((line) => ({
      ...line,
      refundedQuantity: 0,
      refundedCents: 0,
      title: `Artikel ${line.id}`,
    })),
    shippingCents,
    discountCents: ceilDiv(subtotal * discountPercent, 100),
    shippingRefunded: false,
  };
};

const anyOrder = fc
  .record({
    lines: fc.array(
      fc.record({
        unitCents: fc.integer({ min: 1, max: 20_000 }),
        quantity: fc.integer({ min: 1, max: 6 }),
        taxRateBp: fc.constantFrom(0, 700, 1900),
        isCourse: fc.boolean(),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    shipping: fc.constantFrom(0, 490, 675),
    discountPercent: fc.constantFrom(0, 10, 15, 100),
  })
  .map(({ lines, shipping, discountPercent }) =>
    order(
      lines.map((line, index) => ({ ...line, id: index + 1 })),
      lines.some((line) => !line.isCourse) ? shipping : 0,
      discountPercent,
    ),
  );

/** Random refund steps: a line and a share of what is left of it, the shipping now and then. */
const anySteps = fc.array(
  fc.record({
    line: fc.nat(),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
    shipping: fc.boolean(),
  }),
  { maxLength: 8 },
);

const byRate = (rates: readonly RateTotals[]) => new Map(rates.map((rate) => [rate.rateBp, rate]));

describe('refundAmounts', () => {
  it('gives back a line’s gross less its share of the discount, worked out by hand', () => {
    // honey 8,90 × 2 (0 %), cream 12,50 (19 %), 10 % off (3,03 €), 6,75 € shipping
    const bought = order(
      [
        { id: 1, unitCents: 890, quantity: 2, taxRateBp: 0, isCourse: false },
        { id: 2, unitCents: 1250, quantity: 1, taxRateBp: 1900, isCourse: false },
      ],
      675,
      10,
    );
    const back = refundAmounts(bought, { lines: [{ itemId: 1, quantity: 1 }], shipping: false });
    // the 0 % rate carries 1,78 € of the discount (17,80 / 30,30 of 3,03 €): a jar is 8,90 − 0,89
    expect(back).toMatchObject({ ok: true, amountCents: 801, shippingCents: 0 });
    if (!back.ok) return;
    expect(back.taxes).toEqual([{ rateBp: 0, gross: 801, net: 801, tax: 0 }]);
    const rest = refundAmounts(back.after, everythingLeft(back.after));
    expect(rest.ok && rest.amountCents + back.amountCents).toBe(890 * 2 + 1250 + 675 - 303);
  });

  it('never gives back more than was paid, and any refunds sum to the invoice per rate, to the cent', () => {
    fc.assert(
      fc.property(anyOrder, anySteps, (bought, steps) => {
        const invoice = taxBreakdown(bought.lines, bought.shippingCents, bought.discountCents);
        // what is still paid for at the start is exactly the invoice
        expect(paidFor(bought)).toEqual(invoice);
        let current = bought;
        const credited: RateTotals[][] = [];
        let refunded = 0;
        for (const step of steps) {
          const line = current.lines[step.line % current.lines.length];
          if (!line) continue;
          const left = line.quantity - line.refundedQuantity;
          const quantity = Math.floor(left * step.share);
          const result = refundAmounts(current, {
            lines: quantity > 0 ? [{ itemId: line.id, quantity }] : [],
            shipping: step.shipping,
          });
          if (!result.ok) continue;
          expect(result.amountCents).toBeGreaterThanOrEqual(0);
          expect(result.lines.length > 0 || result.shippingCents > 0).toBe(true);
          for (const rate of result.taxes) {
            expect(rate.gross).toBeGreaterThanOrEqual(0);
            expect(rate.tax).toBeGreaterThanOrEqual(0);
            expect(rate.net + rate.tax).toBe(rate.gross);
          }
          expect(sum(result.taxes.map((rate) => rate.gross))).toBe(result.amountCents);
          credited.push(result.taxes);
          refunded += result.amountCents;
          current = result.after;
        }
        // then everything that is left
        const last = refundAmounts(current, everythingLeft(current));
        if (last.ok) {
          credited.push(last.taxes);
          refunded += last.amountCents;
          current = last.after;
        }
        const total =
          bought.lines.reduce((s, l) => s + l.unitCents * l.quantity, 0) +
          bought.shippingCents -
          bought.discountCents;
        expect(refunded).toBe(total);
        for (const [rate, invoiced] of byRate(invoice)) {
          const back = credited.flat().filter((entry) => entry.rateBp === rate);
          expect(sum(back.map((entry) => entry.gross))).toBe(invoiced.gross);
          expect(sum(back.map((entry) => entry.tax))).toBe(invoiced.tax);
          expect(sum(back.map((entry) => entry.net))).toBe(invoiced.net);
        }
        expect(paidFor(current).every((rate) => rate.gross === 0 && rate.tax === 0)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('adds up to the invoice when refunds still on their way fail, in any order', () => {
    // a refund the provider refuses after later ones were reserved frees what it had reserved,
    // as the service does (refunds/service.ts, unreserve)
    const withoutRefund = (current: InvoicedOrder, failed: RefundAmounts): InvoicedOrder => ({
      ...current,
      shippingRefunded: current.shippingRefunded && failed.shippingCents === 0,
      lines: current.lines.map((line) => {
        const given = failed.lines.find((entry) => entry.itemId === line.id);
        return given
          ? {
              ...line,
              refundedQuantity: line.refundedQuantity - given.quantity,
              refundedCents: line.refundedCents - given.grossCents,
            }
          : line;
      }),
    });
    const anyOutcomes = fc.array(
      fc.record({
        line: fc.nat(),
        share: fc.double({ min: 0, max: 1, noNaN: true }),
        shipping: fc.boolean(),
        // 'fail' and 'succeed' settle the oldest refund still on its way
        action: fc.constantFrom('reserve', 'fail', 'succeed'),
      }),
      { maxLength: 10 },
    );
    fc.assert(
      fc.property(anyOrder, anyOutcomes, (bought, steps) => {
        let current = bought;
        const pending: RefundAmounts[] = [];
        const succeeded: RefundAmounts[] = [];
        let failures = 0;
        for (const step of steps) {
          if (step.action !== 'reserve') {
            const settled = pending.shift();
            if (!settled) continue;
            if (step.action === 'succeed') succeeded.push(settled);
            else {
              current = withoutRefund(current, settled);
              failures += 1;
            }
            continue;
          }
          const line = current.lines[step.line % current.lines.length];
          if (!line) continue;
          const quantity = Math.floor((line.quantity - line.refundedQuantity) * step.share);
          const result = refundAmounts(current, {
            lines: quantity > 0 ? [{ itemId: line.id, quantity }] : [],
            shipping: step.shipping,
          });
          if (!result.ok) continue;
          expect(result.amountCents).toBeGreaterThanOrEqual(0);
          expect(result.lines.length > 0 || result.shippingCents > 0).toBe(true);
          for (const entry of result.lines) expect(entry.grossCents).toBeGreaterThanOrEqual(0);
          pending.push(result);
          current = result.after;
        }
        succeeded.push(...pending.splice(0));
        const last = refundAmounts(current, everythingLeft(current));
        if (last.ok) succeeded.push(last);
        const total =
          sum(bought.lines.map((line) => line.unitCents * line.quantity)) +
          bought.shippingCents -
          bought.discountCents;
        // never more than was paid, and all of it in the end
        expect(sum(succeeded.map((refund) => refund.amountCents))).toBe(total);
        const invoice = taxBreakdown(bought.lines, bought.shippingCents, bought.discountCents);
        for (const [rate, invoiced] of byRate(invoice)) {
          const back = succeeded.flatMap((refund) => refund.taxes).filter((t) => t.rateBp === rate);
          expect(sum(back.map((entry) => entry.gross))).toBe(invoiced.gross);
          // each failure between may shift the rounding of one rate's tax by a cent
          expect(Math.abs(sum(back.map((entry) => entry.tax)) - invoiced.tax)).toBeLessThanOrEqual(
            failures,
          );
        }
      }),
      { numRuns: 400 },
    );
  });

  it('gives back no more than was paid when an earlier refund fails after a later one', () => {
    // a course line of 3 places worth 1000 (1500 less 500 off): one place pending at the
    // provider, a second reserved, the first refused, then the rest
    const bought: InvoicedOrder = {
      ...order([{ id: 1, unitCents: 500, quantity: 3, taxRateBp: 1900, isCourse: true }], 0, 0),
      discountCents: 500,
    };
    const first = refundAmounts(bought, { lines: [{ itemId: 1, quantity: 1 }], shipping: false });
    if (!first.ok) throw new Error(first.reason);
    const second = refundAmounts(first.after, {
      lines: [{ itemId: 1, quantity: 1 }],
      shipping: false,
    });
    if (!second.ok) throw new Error(second.reason);
    const [line] = second.after.lines;
    if (!line) throw new Error('no line');
    const afterFailure: InvoicedOrder = {
      ...second.after,
      lines: [
        {
          ...line,
          refundedQuantity: line.refundedQuantity - 1,
          refundedCents: line.refundedCents - (first.lines[0]?.grossCents ?? 0),
        },
      ],
    };
    const rest = refundAmounts(afterFailure, everythingLeft(afterFailure));
    if (!rest.ok) throw new Error(rest.reason);
    expect(second.amountCents + rest.amountCents).toBe(1000);
  });

  it('gives back the places of an order a 100 % code made free, for nothing', () => {
    const free = order(
      [{ id: 3, unitCents: 4500, quantity: 2, taxRateBp: 1900, isCourse: true }],
      0,
      100,
    );
    const result = refundAmounts(free, everythingLeft(free));
    expect(result).toMatchObject({
      ok: true,
      amountCents: 0,
      lines: [{ itemId: 3, quantity: 2, grossCents: 0 }],
      taxes: [],
    });
    expect(refundAmounts(free, { lines: [], shipping: false })).toMatchObject({
      code: 'NOTHING_TO_REFUND',
    });
  });

  it('refuses more units than are left and an empty refund, with reasons staff understand', () => {
    const bought = order(
      [{ id: 7, unitCents: 500, quantity: 2, taxRateBp: 1900, isCourse: false }],
      0,
      0,
    );
    expect(refundAmounts(bought, { lines: [{ itemId: 7, quantity: 3 }], shipping: false })).toEqual(
      {
        ok: false,
        code: 'TOO_MANY',
        reason: 'Von „Artikel 7“ sind nur noch 2 erstattbar.',
      },
    );
    const oneLeft = {
      ...bought,
      lines: bought.lines.map((line) => ({ ...line, refundedQuantity: 1, refundedCents: 500 })),
    };
    expect(
      refundAmounts(oneLeft, { lines: [{ itemId: 7, quantity: 2 }], shipping: false }),
    ).toMatchObject({ reason: 'Von „Artikel 7“ ist nur noch 1 erstattbar.' });
    expect(
      refundAmounts(bought, { lines: [{ itemId: 8, quantity: 1 }], shipping: false }),
    ).toMatchObject({
      code: 'UNKNOWN_LINE',
    });
    expect(refundAmounts(bought, { lines: [], shipping: false })).toMatchObject({
      code: 'NOTHING_TO_REFUND',
      reason: 'Bitte mindestens eine Position oder den Versand zum Erstatten wählen.',
    });
    // the shipping ticked, but there is none to give back: said so
    expect(refundAmounts(bought, { lines: [], shipping: true })).toMatchObject({
      code: 'NOTHING_TO_REFUND',
      reason: 'Für diese Bestellung wurde kein Versand berechnet.',
    });
    const shipped = order(
      [{ id: 7, unitCents: 500, quantity: 2, taxRateBp: 1900, isCourse: false }],
      675,
      0,
    );
    expect(
      refundAmounts({ ...shipped, shippingRefunded: true }, { lines: [], shipping: true }),
    ).toMatchObject({ code: 'NOTHING_TO_REFUND', reason: 'Der Versand ist schon erstattet.' });
    // duplicates add up
    expect(
      refundAmounts(bought, {
        lines: [
          { itemId: 7, quantity: 1 },
          { itemId: 7, quantity: 1 },
        ],
        shipping: false,
      }),
    ).toMatchObject({ ok: true, amountCents: 1000, lines: [{ itemId: 7, quantity: 2 }] });
  });
});
