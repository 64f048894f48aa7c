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

/**
 * The order's gross, net and tax per rate, as an invoice states them (docs/decisions/
 * 015-tax-per-rate.md): the discount lowers each rate's base in proportion to its share of the
 * subtotal; the shipping, an ancillary service, carries the rates of the goods it ships in
 * proportion to their gross. Every part is split by largest remainder, so the rates' gross
 * adds up to the order's total to the cent. Highest rate first.
 */
export function taxBreakdown(
  lines: readonly TaxedLine[],
  shippingCents: number,
  discountCents: number,
): RateTotals[] {
  const byRate = [...grossByRate(lines)].sort(([a], [b]) => b - a);
  if (byRate.length === 0) return [];
  const rates = byRate.map(([rate]) => rate);
  const discount = prorate(
    discountCents,
    byRate.map(([, gross]) => gross),
  );
  const shipping = prorate(shippingCents, shippingWeights(lines, rates));
  return byRate.map(([rateBp, lineGross], index) => {
    const gross = lineGross - (discount[index] ?? 0) + (shipping[index] ?? 0);
    const tax = taxContained(gross, rateBp);
    return { rateBp, gross, net: gross - tax, tax };
  });
}

/** "19%", "7%", "10,7%": a rate as the totals' VAT line names it. */
export function ratePercent(rateBp: number): string {
  return `${(rateBp / 100).toLocaleString('de-DE', { maximumFractionDigits: 2 })}%`;
}
