import { addDays, berlinInstant } from './berlin-time';
import { prorate } from './money';
import type { RefundAmounts } from './refund-amounts';
import { rateTotals } from './tax';
import type { CourseSelfServiceSettings } from './waitlist-schema';

// docs/shop/courses.md#your-booking: a booking is cancelled or moved by its holder until the end
// of the Berlin day `cancelDaysBefore` days before its first day; later only through the farm.

/** The last Berlin day a booking of a date starting on `startsOn` can be changed, the whole day. */
export const lastChangeDay = (startsOn: string, daysBefore: number): string =>
  addDays(startsOn, -daysBefore);

/** The first instant a booking of a date starting on `startsOn` can no longer be changed. */
export function changeDeadline(startsOn: string, daysBefore: number): Date {
  return berlinInstant(addDays(lastChangeDay(startsOn, daysBefore), 1), '00:00');
}

export const changeable = (now: Date, startsOn: string, daysBefore: number): boolean =>
  now.getTime() < changeDeadline(startsOn, daysBefore).getTime();

/** The fee kept of a cancelled booking worth `paidCents`: never more than was paid. */
export function cancellationFee(
  rule: Pick<CourseSelfServiceSettings, 'feeKind' | 'feeValue'>,
  paidCents: number,
): number {
  const fee =
    rule.feeKind === 'percent' ? Math.round((paidCents * rule.feeValue) / 100) : rule.feeValue;
  return Math.max(0, Math.min(fee, paidCents));
}

/**
 * A refund less the fee kept: the amount, each line's and each rate's part shrink in proportion
 * (largest remainder), so the credit note still adds up to what goes back.
 */
export function keepFee(amounts: RefundAmounts, feeCents: number): RefundAmounts {
  const fee = Math.max(0, Math.min(feeCents, amounts.amountCents));
  if (fee === 0) return amounts;
  const back = amounts.amountCents - fee;
  const lineParts = prorate(
    back - amounts.shippingCents,
    amounts.lines.map((line) => line.grossCents),
  );
  const rateParts = prorate(
    back,
    amounts.taxes.map((rate) => rate.gross),
  );
  return {
    ...amounts,
    amountCents: back,
    lines: amounts.lines.map((line, index) => ({ ...line, grossCents: lineParts[index] ?? 0 })),
    taxes: amounts.taxes.map((rate, index) => rateTotals(rate.rateBp, rateParts[index] ?? 0)),
  };
}
