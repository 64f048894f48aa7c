import { ceilDiv, sum } from './money';
import {
  type RateTotals,
  ratePercent,
  SMALL_BUSINESS_NOTE,
  type TaxedLine,
  taxBreakdown,
} from './tax';

export type PricedLine = TaxedLine;

export interface PricingRules {
  shippingCents: number;
  discountPercent: number;
}

export interface Totals {
  subtotal: number;
  /** The VAT contained in the total: the sum of `taxes`. */
  vat: number;
  /** Gross, net and tax per rate of the whole order, discount and shipping included. */
  taxes: RateTotals[];
  shipping: number;
  discount: number;
  total: number;
}

export function lineGross(line: PricedLine): number {
  return line.unitCents * line.quantity;
}

export function cartTotals(lines: readonly PricedLine[], rules: PricingRules): Totals {
  const subtotal = sum(lines.map(lineGross));
  // docs/shop/cart.md#shipping: shipping only when something physical is in the cart
  const shipping = subtotal > 0 && lines.some((line) => !line.isCourse) ? rules.shippingCents : 0;
  const percent = Math.min(100, Math.max(0, rules.discountPercent));
  const discount = ceilDiv(subtotal * percent, 100);
  const taxes = taxBreakdown(lines, shipping, discount);
  return {
    subtotal,
    vat: sum(taxes.map((rate) => rate.tax)),
    taxes,
    shipping,
    discount,
    total: subtotal + shipping - discount,
  };
}

/**
 * The names of the totals, the same in the cart, on the payment and success pages and in the
 * confirmation mail. The shop keeps "Discount" and "Total" in English (docs/shop/cart.md#totals);
 * the VAT is contained in the prices (docs/decisions/019-money-and-totals.md), hence "inkl.".
 */
export const TOTALS_LABELS = {
  subtotal: 'Zwischensumme',
  vat: 'inkl. 19% Mehrwertsteuer',
  shipping: 'Verpackung & Versand',
  discount: 'Discount',
  total: 'Total',
} as const satisfies Record<Exclude<keyof Totals, 'taxes'>, string>;

/**
 * The VAT lines under the totals: one per taxed rate, named "inkl. 19% Mehrwertsteuer" as the shop
 * description names its one line (docs/shop/cart.md#vat) — which stays (at 0,00 €) when nothing in
 * the order is taxed. A small business (§ 19 UStG) names no VAT at all, not even 0,00 €: its one
 * line is the § 19 note, without an amount.
 */
export function vatLines(
  totals: Pick<Totals, 'taxes'>,
  smallBusiness: boolean,
): { rateBp: number; label: string; tax: number | null }[] {
  if (smallBusiness) return [{ rateBp: 0, label: SMALL_BUSINESS_NOTE, tax: null }];
  const taxed = totals.taxes.filter((rate) => rate.rateBp > 0);
  if (taxed.length === 0) return [{ rateBp: 1900, label: TOTALS_LABELS.vat, tax: 0 }];
  return taxed.map((rate) => ({
    rateBp: rate.rateBp,
    label: `inkl. ${ratePercent(rate.rateBp)} Mehrwertsteuer`,
    tax: rate.tax,
  }));
}

/** The sentence beside the checkout button, on the payment page and in the mail's footer. */
export const pricesNote = (smallBusiness: boolean): string =>
  smallBusiness
    ? 'Alle Preise sind Endpreise; als Kleinunternehmer berechnen wir keine Umsatzsteuer (§ 19 UStG).'
    : 'Alle Preise inkl. MwSt.';
