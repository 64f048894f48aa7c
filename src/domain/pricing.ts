import { ceilDiv, sum } from './money';

export interface PricedLine {
  unitCents: number;
  quantity: number;
  /** VAT rate in basis points (1900 = 19 %), from the product's tax class. */
  taxRateBp: number;
  isCourse: boolean;
}

export interface PricingRules {
  shippingCents: number;
  discountPercent: number;
}

export interface Totals {
  subtotal: number;
  vat: number;
  shipping: number;
  discount: number;
  total: number;
}

export function lineGross(line: PricedLine): number {
  return line.unitCents * line.quantity;
}

/**
 * VAT contained in gross prices, per rate: gross × rate / (1 + rate), rounded up to cents.
 * (The legacy shop divided by 1.19 and showed the net amount as tax — decisions.md.)
 */
export function containedVat(lines: readonly PricedLine[]): number {
  const grossByRate = new Map<number, number>();
  for (const line of lines) {
    if (line.taxRateBp <= 0) continue;
    grossByRate.set(line.taxRateBp, (grossByRate.get(line.taxRateBp) ?? 0) + lineGross(line));
  }
  return sum([...grossByRate].map(([rate, gross]) => ceilDiv(gross * rate, 10_000 + rate)));
}

export function cartTotals(lines: readonly PricedLine[], rules: PricingRules): Totals {
  const subtotal = sum(lines.map(lineGross));
  // spec §9: shipping only when something physical is in the cart
  const shipping = subtotal > 0 && lines.some((line) => !line.isCourse) ? rules.shippingCents : 0;
  const percent = Math.min(100, Math.max(0, rules.discountPercent));
  const discount = ceilDiv(subtotal * percent, 100);
  return {
    subtotal,
    vat: containedVat(lines),
    shipping,
    discount,
    total: subtotal + shipping - discount,
  };
}

/**
 * The names of the totals, the same in the cart, on the payment and success pages and in the
 * confirmation mail. spec §2 keeps "Discount" and "Total" in English; the VAT is contained in
 * the prices (decisions.md: Money and totals), hence "inkl.".
 */
export const TOTALS_LABELS = {
  subtotal: 'Zwischensumme',
  vat: 'inkl. 19% Mehrwertsteuer',
  shipping: 'Verpackung & Versand',
  discount: 'Discount',
  total: 'Total',
} as const satisfies Record<keyof Totals, string>;
