import { germanDecimal } from './german-numbers';
import { ceilDiv, prorate, sum } from './money';

/** What an order's lines carry for the tax: gross amount, rate, and whether it is shipped. */
export interface TaxedLine {
  unitCents: number;
  quantity: number;
  /** VAT rate in basis points (1900 = 19 %), from the product's tax class. */
  taxRateBp: number;
  /** Courses are not shipped, so the shipping carries none of their tax. */
  isCourse: boolean;
}

/** One tax rate's share of an order: gross = net + tax, in cents. */
export interface RateTotals {
  rateBp: number;
  gross: number;
  net: number;
  tax: number;
}

/** Tax contained in a gross amount, rounded up once (decisions: the VAT shown is never under-stated). */
export function taxContained(gross: number, rateBp: number): number {
  return rateBp > 0 && gross > 0 ? ceilDiv(gross * rateBp, 10_000 + rateBp) : 0;
}

function grossByRate(lines: readonly TaxedLine[]): Map<number, number> {
  const byRate = new Map<number, number>();
  for (const line of lines)
    byRate.set(line.taxRateBp, (byRate.get(line.taxRateBp) ?? 0) + line.unitCents * line.quantity);
  return byRate;
}

/** Shares of the shipping per rate: by the gross of the shipped goods, equally if that is 0. */
function shippingWeights(lines: readonly TaxedLine[], rates: readonly number[]): number[] {
  const shipped = grossByRate(lines.filter((line) => !line.isCourse));
  const weights = rates.map((rate) => shipped.get(rate) ?? 0);
  if (sum(weights) > 0) return weights;
  return rates.map((rate) => (shipped.has(rate) || shipped.size === 0 ? 1 : 0));
}

/** How the discount and the shipping fall on each rate: the parts of `taxBreakdown`. */
export interface RateShares {
  /** The order's rates, highest first. */
  rates: number[];
  /** The lines' gross per rate, before the discount. */
  lineGross: number[];
  discount: number[];
  shipping: number[];
}

/**
 * The discount lowers each rate's base in proportion to its share of the subtotal; the shipping,
 * an ancillary service, carries the rates of the goods it ships in proportion to their gross.
 * Each split is by largest remainder, so the parts add up to the cent.
 */
export function rateShares(
  lines: readonly TaxedLine[],
  shippingCents: number,
  discountCents: number,
): RateShares {
  const byRate = [...grossByRate(lines)].sort(([a], [b]) => b - a);
  const rates = byRate.map(([rate]) => rate);
  const lineGross = byRate.map(([, gross]) => gross);
  return {
    rates,
    lineGross,
    discount: prorate(discountCents, lineGross),
    shipping: rates.length === 0 ? [] : prorate(shippingCents, shippingWeights(lines, rates)),
  };
}

/** A rate's gross with the tax it contains and the net. */
export const rateTotals = (rateBp: number, gross: number): RateTotals => {
  const tax = taxContained(gross, rateBp);
  return { rateBp, gross, net: gross - tax, tax };
};

/**
 * The order's gross, net and tax per rate, as an invoice states them (docs/decisions/
 * 015-tax-per-rate.md), split as `rateShares` says, so the rates' gross adds up to the order's
 * total to the cent. Highest rate first.
 */
export function taxBreakdown(
  lines: readonly TaxedLine[],
  shippingCents: number,
  discountCents: number,
): RateTotals[] {
  const shares = rateShares(lines, shippingCents, discountCents);
  return shares.rates.map((rateBp, index) =>
    rateTotals(
      rateBp,
      (shares.lineGross[index] ?? 0) -
        (shares.discount[index] ?? 0) +
        (shares.shipping[index] ?? 0),
    ),
  );
}

/**
 * What a small business (§ 19 UStG) says wherever VAT would be named: under an invoice's totals,
 * in the cart's and an order's totals, in the confirmation mail.
 */
export const SMALL_BUSINESS_NOTE = 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.';

/** "19%", "7%", "10,7%": a rate as the totals' VAT line names it. */
export function ratePercent(rateBp: number): string {
  return `${germanDecimal(rateBp / 100, 2)}%`;
}
