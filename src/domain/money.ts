import { groupThousands } from './german-numbers';

// Money is integer euro cents everywhere; floating-point euros exist only on screen.

/** Integer division rounded up, for amounts that must never be under-stated (VAT, discount). */
export function ceilDiv(numerator: number, denominator: number): number {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || denominator <= 0) {
    throw new RangeError('ceilDiv needs integers and a positive denominator');
  }
  return Math.ceil(numerator / denominator);
}

/** Rounds a fractional cent amount up to whole cents, ignoring floating-point dust. */
export function ceilCents(amount: number): number {
  return Math.ceil(Math.round(amount * 1e6) / 1e6);
}

/** Parses a decimal euro amount ("12,90", "12.9", "12") into cents; NaN when it is not one. */
export function cents(euros: string | number): number {
  const text = String(euros).trim().replace(',', '.');
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return text.startsWith('-') ? -value : value;
}

let euroFormat: Intl.NumberFormat | undefined;

/**
 * "1.234,56 €" (a plain space before the sign). Whole cents are written out (german-numbers.ts
 * says why); anything else, which the shop does not make, is left to Intl.
 */
export function formatEuro(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents)) {
    euroFormat ??= new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    return euroFormat.format(amountCents / 100).replace(/\u00a0/g, ' ');
  }
  const amount = Math.abs(amountCents);
  const euros = groupThousands(String(Math.floor(amount / 100)));
  const cents = String(amount % 100).padStart(2, '0');
  return `${amountCents < 0 ? '-' : ''}${euros},${cents} €`;
}

export function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * Splits `total` across `weights` by largest remainder so the parts always add up to the total
 * (used to spread a discount over order lines for the payment provider).
 */
export function prorate(total: number, weights: readonly number[]): number[] {
  const weightSum = sum(weights);
  if (weightSum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / weightSum);
  const parts = exact.map(Math.floor);
  let rest = total - sum(parts);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (rest <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    rest -= 1;
  }
  return parts;
}
