// Reduced prices and the Omnibus reference (§ 11 PAngV, docs/decisions/034-food-information-and-reduced-prices.md).
// The shop records its own price history: a regular price applies from the moment it was set
// until the next one, a reduction from its start until its end and over the regular price.
// Pure: the server stores the entries, the clock comes from outside.
import { instantOfWallTime, wallTimeAsUtc } from './berlin-time';

const DAY_MS = 24 * 3_600_000;

export interface PriceEntry {
  kind: 'regular' | 'reduced';
  priceCents: number;
  from: Date;
  /** Reductions end; a regular price holds until the next one (null). */
  until: Date | null;
}

/** A product's reduction as staff set it: both ends are instants (entered as Berlin time). */
export interface Reduction {
  priceCents: number;
  startsAt: Date;
  endsAt: Date;
}

const covers = (entry: PriceEntry, at: number) =>
  entry.from.getTime() <= at && (entry.until === null || at < entry.until.getTime());

/**
 * The price a customer paid at an instant: a running reduction wins (the one recorded last when
 * two overlap), else the last regular price set at or before it; null before the first price.
 * `entries` are in the order they were recorded.
 */
export function priceAt(entries: readonly PriceEntry[], at: Date): number | null {
  const instant = at.getTime();
  let regular: PriceEntry | null = null;
  let reduced: PriceEntry | null = null;
  for (const entry of entries) {
    if (!covers(entry, instant)) continue;
    if (entry.kind === 'reduced') reduced = entry;
    else if (!regular || entry.from.getTime() >= regular.from.getTime()) regular = entry;
  }
  return (reduced ?? regular)?.priceCents ?? null;
}

/** 30 calendar days before an instant, at the same Berlin wall time (DST is no matter). */
export function thirtyDaysBefore(instant: Date): Date {
  return new Date(instantOfWallTime(wallTimeAsUtc(instant.getTime()) - 30 * DAY_MS));
}

/**
 * The lowest price of the 30 days before a reduction started (not a rolling window: it stays
 * the same however long the reduction runs); earlier reductions in that window count. Null when
 * the product had no price yet in that window.
 */
export function omnibusReference(entries: readonly PriceEntry[], startsAt: Date): number | null {
  const windowStart = thirtyDaysBefore(startsAt).getTime();
  const end = startsAt.getTime();
  // the price only changes where an entry begins or ends: those instants are all to look at
  const changes = entries
    .flatMap((entry) => [entry.from.getTime(), entry.until?.getTime() ?? Number.NaN])
    .filter((instant) => instant > windowStart && instant < end);
  const prices = [windowStart, ...changes]
    .map((instant) => priceAt(entries, new Date(instant)))
    .filter((price): price is number => price !== null);
  return prices.length === 0 ? null : Math.min(...prices);
}

export const isRunning = (reduction: Reduction | null, now: Date): reduction is Reduction =>
  reduction !== null &&
  reduction.startsAt.getTime() <= now.getTime() &&
  now.getTime() < reduction.endsAt.getTime();

export interface ReducedPrice {
  /**
   * The price shown struck through: the prior price a reduction is measured from, which is the
   * lowest of the 30 days before it (Art. 6a Directive 98/6/EC; CJEU C-330/23) — not the price
   * just before, which a raise shortly ahead of a sale would inflate.
   */
  struckCents: number;
  /** "Niedrigster Preis der letzten 30 Tage". */
  lowestPriorCents: number;
  /** ISO instant the reduction ends. */
  endsAt: string;
}

/**
 * What the shop charges and shows at `now`: the reduced price while the reduction runs, with the
 * Omnibus reference; a product first offered at the reduction's start has none before it, and
 * its regular price stands in. A reduced price not below that reference is charged but not shown
 * as a reduction: measured from the prior price, nothing was reduced.
 */
export function currentPrice(
  regularCents: number,
  reduction: Reduction | null,
  history: readonly PriceEntry[],
  now: Date,
): { priceCents: number; reduction: ReducedPrice | null } {
  if (!isRunning(reduction, now)) return { priceCents: regularCents, reduction: null };
  const prior = omnibusReference(history, reduction.startsAt) ?? regularCents;
  if (reduction.priceCents >= prior) return { priceCents: reduction.priceCents, reduction: null };
  return {
    priceCents: reduction.priceCents,
    reduction: {
      struckCents: prior,
      lowestPriorCents: prior,
      endsAt: reduction.endsAt.toISOString(),
    },
  };
}

/** "2026-11-27T08:00" (Berlin wall time, as a datetime-local field holds it) → the instant. */
export function berlinLocalInstant(local: string): Date {
  return new Date(instantOfWallTime(Date.parse(`${local}:00Z`)));
}

/** The instant as a datetime-local field shows it in Berlin: "2026-11-27T08:00". */
export function berlinLocalText(instant: Date): string {
  return new Date(wallTimeAsUtc(instant.getTime())).toISOString().slice(0, 16);
}
