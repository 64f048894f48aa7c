import { prorate, sum } from './money';
import { type RateTotals, rateShares, rateTotals, type TaxedLine } from './tax';

// What goes back when staff refund lines of a paid order (docs/decisions/029-invoices-and-refunds.md).
// Every line keeps the worth the invoice gave it — its gross less its share of the discount — and
// the shipping keeps its invoiced split over the rates. A line's worth still paid for is its worth
// less what refunds gave back of it (succeeded and on their way), and a refund gives back the
// difference between what remained paid for before and after it, per rate. So any sequence of
// refunds, a failed one in between included, adds up to the invoice exactly:
// Σ credit notes = invoice − what is still paid for, to the cent, per rate.

/** Units (or course places) of one order line to give back. */
export interface RefundLine {
  itemId: number;
  quantity: number;
}

export interface InvoicedLine extends TaxedLine {
  id: number;
  /** Units given back by earlier refunds. */
  refundedQuantity: number;
  /** Cents of the line's worth those refunds gave back. */
  refundedCents: number;
  /** Named in the reason a refund is refused. */
  title: string;
}

export interface InvoicedOrder {
  lines: readonly InvoicedLine[];
  shippingCents: number;
  discountCents: number;
  /** An earlier refund gave the shipping back. */
  shippingRefunded: boolean;
}

export interface RefundRequest {
  lines: readonly RefundLine[];
  /** Give the shipping back too (once, whole). */
  shipping: boolean;
}

/** A refunded line with what its units return. */
export type RefundedLine = RefundLine & { grossCents: number };

export interface RefundAmounts {
  amountCents: number;
  /** The shipping's part of the amount: 0 unless the request gave it back. */
  shippingCents: number;
  /** One entry per refunded line, in the order's line order; no zero quantities. */
  lines: RefundedLine[];
  /** What the credit note states per rate, highest rate first; rates with nothing back left out. */
  taxes: RateTotals[];
  /** The order as it stands after the refund. */
  after: InvoicedOrder;
}

export type RefundProblem = {
  ok: false;
  code: 'UNKNOWN_LINE' | 'TOO_MANY' | 'NOTHING_TO_REFUND';
  reason: string;
};

// staff who ticked the shipping did choose something: say why it is not there to give back
function nothingChosen(order: InvoicedOrder, shippingAsked: boolean): string {
  if (shippingAsked && order.shippingRefunded) return 'Der Versand ist schon erstattet.';
  if (shippingAsked) return 'Für diese Bestellung wurde kein Versand berechnet.';
  return 'Bitte mindestens eine Position oder den Versand zum Erstatten wählen.';
}

interface Worth {
  /** Each line's invoiced worth (gross less discount share), by line id. */
  line: Map<number, number>;
  /** The shipping's share per rate. */
  shipping: Map<number, number>;
}

function invoicedWorth(order: InvoicedOrder): Worth {
  const shares = rateShares(order.lines, order.shippingCents, order.discountCents);
  const line = new Map<number, number>();
  shares.rates.forEach((rate, index) => {
    const ofRate = order.lines.filter((entry) => entry.taxRateBp === rate);
    const gross = ofRate.map((entry) => entry.unitCents * entry.quantity);
    // the rate's discount over its lines, by largest remainder like every other split
    const discount = prorate(shares.discount[index] ?? 0, gross);
    ofRate.forEach((entry, at) => {
      line.set(entry.id, (gross[at] ?? 0) - (discount[at] ?? 0));
    });
  });
  const shipping = new Map(shares.rates.map((rate, index) => [rate, shares.shipping[index] ?? 0]));
  return { line, shipping };
}

/** What is still paid for of a line: its worth less what refunds gave back of it. */
const leftOf = (line: InvoicedLine, worth: Worth) =>
  (worth.line.get(line.id) ?? 0) - line.refundedCents;

/** Of `cents` paid for `units`, what `kept` of them stay paid for: all of it, none, or in between. */
const keptShare = (cents: number, units: number, kept: number) =>
  units === 0 ? 0 : Math.round((cents * kept) / units);

/** What is still paid for, per rate (highest first): gross, net and tax. */
export function paidFor(order: InvoicedOrder): RateTotals[] {
  const worth = invoicedWorth(order);
  const byRate = new Map<number, number>();
  for (const line of order.lines)
    byRate.set(line.taxRateBp, (byRate.get(line.taxRateBp) ?? 0) + leftOf(line, worth));
  if (!order.shippingRefunded)
    for (const [rate, cents] of worth.shipping) byRate.set(rate, (byRate.get(rate) ?? 0) + cents);
  return [...byRate].sort(([a], [b]) => b - a).map(([rate, gross]) => rateTotals(rate, gross));
}

/** Everything still paid for: the lines' remaining units and, unless given back, the shipping. */
export function everythingLeft(order: InvoicedOrder): RefundRequest {
  return {
    lines: order.lines
      .filter((line) => line.quantity > line.refundedQuantity)
      .map((line) => ({ itemId: line.id, quantity: line.quantity - line.refundedQuantity })),
    shipping: !order.shippingRefunded && order.shippingCents > 0,
  };
}

/** What a refund gives back, or the German reason it cannot. Duplicate lines are added up. */
export function refundAmounts(
  order: InvoicedOrder,
  request: RefundRequest,
): ({ ok: true } & RefundAmounts) | RefundProblem {
  const wanted = new Map<number, number>();
  for (const line of request.lines)
    wanted.set(line.itemId, (wanted.get(line.itemId) ?? 0) + line.quantity);
  for (const [itemId, quantity] of wanted) {
    const line = order.lines.find((entry) => entry.id === itemId);
    if (!line)
      return {
        ok: false,
        code: 'UNKNOWN_LINE',
        reason: 'Diese Position gehört nicht zur Bestellung.',
      };
    const left = line.quantity - line.refundedQuantity;
    if (quantity > left)
      return {
        ok: false,
        code: 'TOO_MANY',
        reason:
          left === 0
            ? `„${line.title}“ ist bereits vollständig erstattet.`
            : `Von „${line.title}“ ${left === 1 ? 'ist' : 'sind'} nur noch ${left} erstattbar.`,
      };
  }
  const shipping = request.shipping && !order.shippingRefunded && order.shippingCents > 0;
  const worth = invoicedWorth(order);
  const lines = order.lines
    .filter((line) => (wanted.get(line.id) ?? 0) > 0)
    .map((line) => {
      const quantity = wanted.get(line.id) ?? 0;
      const units = line.quantity - line.refundedQuantity;
      const left = leftOf(line, worth);
      return {
        itemId: line.id,
        quantity,
        grossCents: left - keptShare(left, units, units - quantity),
      };
    });
  const given = new Map(lines.map((line) => [line.itemId, line]));
  const after: InvoicedOrder = {
    ...order,
    shippingRefunded: order.shippingRefunded || shipping,
    lines: order.lines.map((line) => ({
      ...line,
      refundedQuantity: line.refundedQuantity + (given.get(line.id)?.quantity ?? 0),
      refundedCents: line.refundedCents + (given.get(line.id)?.grossCents ?? 0),
    })),
  };
  const shippingCents = shipping ? order.shippingCents : 0;
  const amountCents = sum(lines.map((line) => line.grossCents)) + shippingCents;
  // units worth nothing still go back (an order a 100 % code made free: its places and stock
  // return, no money moves); only a refund of nothing at all is refused
  if (lines.length === 0 && !shipping)
    return { ok: false, code: 'NOTHING_TO_REFUND', reason: nothingChosen(order, request.shipping) };
  const beforeTaxes = paidFor(order);
  const afterTaxes = new Map(paidFor(after).map((rate) => [rate.rateBp, rate]));
  const taxes = beforeTaxes
    .map((rate) => {
      const rest = afterTaxes.get(rate.rateBp);
      return {
        rateBp: rate.rateBp,
        gross: rate.gross - (rest?.gross ?? 0),
        net: rate.net - (rest?.net ?? 0),
        tax: rate.tax - (rest?.tax ?? 0),
      };
    })
    .filter((rate) => rate.gross !== 0);
  return { ok: true, amountCents, shippingCents, lines, taxes, after };
}
