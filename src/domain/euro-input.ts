// Kept apart from money.ts, and not using it: money.ts is in every shop page's first script, and
// what a staff page takes from it would ride along there.

/**
 * An amount as staff type it into a form ("6,75", "6.75", "12"): cents, or null when it is not
 * a plain non-negative euro amount with at most two decimals below 100.000 €.
 */
export function parseEuroInput(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,5}([,.]\d{1,2})?$/.test(trimmed)) return null;
  // at most two decimals, so rounding only removes floating-point dust
  return Math.round(Number(trimmed.replace(',', '.')) * 100);
}

/** Cents as a form shows them for editing: "6,75", "12,00". */
export function formatEuroInput(amountCents: number): string {
  return (amountCents / 100).toFixed(2).replace('.', ',');
}
