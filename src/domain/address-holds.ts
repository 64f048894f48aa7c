// What one client address may hold across all its unpaid orders (docs/decisions/013). The
// per-order limits (order-limits.ts) and the number of open orders alone let three orders from
// one address hold most of the shop, and cancelling renewed the holds at once.

export interface HoldCaps {
  /** Units of goods across the address's open orders. */
  units: number;
  /** Course places across the address's open orders. */
  places: number;
  /** Share (%) of a product's stock or a date's places one address may hold; never below one. */
  sharePercent: number;
  /** How long a cancelled or expired order's lines keep counting towards `units`/`places`. */
  cooldownMs: number;
}

export type HoldKind = 'goods' | 'places';

/** A line of another order of the address: still open, or closed within the cool-down. */
export interface HeldLine {
  kind: HoldKind;
  /** The product's id for goods, the course date's id for places. */
  key: string;
  quantity: number;
  /** Open orders hold stock; closed ones only count towards the totals. */
  open: boolean;
  /** Open: when the payment window ends. Closed: when it was closed. (ms since the epoch) */
  at: number;
}

/** What the new order asks for. */
export interface WantedLine {
  kind: HoldKind;
  key: string;
  quantity: number;
}

/** What is left of a product's stock or a date's places for everybody else, this order taken. */
export interface Shelf {
  kind: HoldKind;
  key: string;
  remaining: number;
}

export type HoldViolation = {
  /** `share`: of one product or date; `total`: all units or all places of the address. */
  rule: 'share' | 'total';
  kind: HoldKind;
  /** The product or date, for `share`. */
  key: string | null;
  limit: number;
  /** Counting already, from the address's other orders. */
  held: number;
  /** Asked for by this order. */
  wanted: number;
  /**
   * When some of `held` stops counting (ms since the epoch); null when waiting cannot help,
   * because this order alone is over the limit.
   */
  retryAt: number | null;
};

/** The most one address may hold of `base` units: the share, rounded up, so the last jar sells. */
export function shareLimit(sharePercent: number, base: number): number {
  return Math.max(1, Math.ceil((base * sharePercent) / 100));
}

const sum = (lines: { quantity: number }[]) =>
  lines.reduce((total, line) => total + line.quantity, 0);

const earliest = (times: number[]) => (times.length > 0 ? Math.min(...times) : null);

function shareViolation(
  caps: HoldCaps,
  held: HeldLine[],
  wanted: WantedLine[],
  shelf: Shelf,
): HoldViolation | null {
  const same = <T extends { kind: HoldKind; key: string }>(line: T) =>
    line.kind === shelf.kind && line.key === shelf.key;
  // closed orders gave their units back to the shelf: only open ones count against the share
  const open = held.filter((line) => line.open && same(line));
  const heldOpen = sum(open);
  const wantedHere = sum(wanted.filter(same));
  // what was there before this address took any: the basis of its share
  const limit = shareLimit(caps.sharePercent, shelf.remaining + heldOpen + wantedHere);
  if (heldOpen + wantedHere <= limit) return null;
  return {
    rule: 'share',
    kind: shelf.kind,
    key: shelf.key,
    limit,
    held: heldOpen,
    wanted: wantedHere,
    retryAt: wantedHere > limit ? null : earliest(open.map((line) => line.at)),
  };
}

function totalViolation(
  caps: HoldCaps,
  held: HeldLine[],
  wanted: WantedLine[],
  kind: HoldKind,
): HoldViolation | null {
  const limit = kind === 'goods' ? caps.units : caps.places;
  const counting = held.filter((line) => line.kind === kind);
  const heldTotal = sum(counting);
  const wantedTotal = sum(wanted.filter((line) => line.kind === kind));
  if (wantedTotal === 0 || heldTotal + wantedTotal <= limit) return null;
  // an open order counts until paid, or for the cool-down after its window closes
  const stopsCounting = counting.map((line) => line.at + caps.cooldownMs);
  return {
    rule: 'total',
    kind,
    key: null,
    limit,
    held: heldTotal,
    wanted: wantedTotal,
    retryAt: wantedTotal > limit ? null : earliest(stopsCounting),
  };
}

/**
 * Whether the address may hold `wanted` on top of `held`; the first limit it would pass when
 * not. Each product's and date's share is judged before the totals: it names what to take out.
 */
export function judgeHolds(
  caps: HoldCaps,
  held: HeldLine[],
  wanted: WantedLine[],
  shelves: Shelf[],
): HoldViolation | null {
  for (const shelf of shelves) {
    if (!wanted.some((line) => line.kind === shelf.kind && line.key === shelf.key)) continue;
    const violation = shareViolation(caps, held, wanted, shelf);
    if (violation) return violation;
  }
  return (
    totalViolation(caps, held, wanted, 'goods') ?? totalViolation(caps, held, wanted, 'places')
  );
}
