import { germanDecimal } from './german-numbers';
import { paths, type ShopPath } from './routes';

export const RATING_SCALE = 5;

/**
 * docs/shop/ratings.md#listed-ratings: a rating is listed only when title, place and comment are
 * all present.
 */
export function isListable(rating: {
  title: string | null;
  ort: string | null;
  comment: string | null;
}): boolean {
  return [rating.title, rating.ort, rating.comment].every(
    (text) => text != null && text.trim() !== '',
  );
}

export type Star = 'full' | 'half' | 'empty';

/** Five stars for a mean: full, then a half for a remainder of .25 to .74, then empty. */
export function starsFor(mean: number | null): Star[] {
  const rounded = mean === null ? 0 : Math.round(mean * 2) / 2;
  return Array.from({ length: RATING_SCALE }, (_, index) => {
    if (rounded >= index + 1) return 'full';
    if (rounded >= index + 0.5) return 'half';
    return 'empty';
  });
}

/** docs/shop/ratings.md#stars: stars are shown as mean/5, or ?/5 when nobody has rated yet. */
export function formatMean(mean: number | null): string {
  return `${mean === null ? '?' : germanDecimal(mean, 1)}/5`;
}

export function reviewCount(count: number): string {
  return count === 1 ? '1 Bewertung' : `${count} Bewertungen`;
}

export interface RatingLink {
  productId: string;
  title: string;
  /** `/produkt/:productId?transactionId=…`, linked from the confirmation mail and success page. */
  path: ShopPath;
}

/**
 * docs/shop/ratings.md#who-may-rate: goods may be rated once paid, a course from its last day on
 * (the day it has taken place, as far as a calendar day can tell) — not while it still lies ahead.
 * `courseDays`: the booked date's days, or null for goods. Returns the first Berlin day a rating
 * is taken (yyyy-mm-dd), or null for "at once".
 */
export function ratableFrom(courseDays: readonly string[] | null): string | null {
  if (!courseDays || courseDays.length === 0) return null;
  return courseDays.reduce((last, day) => (day > last ? day : last));
}

export const isRatableOn = (from: string | null, today: string): boolean =>
  from === null || from <= today;

/**
 * One "Jetzt bewerten" link per product of a paid order that may be rated `today` (a Berlin day),
 * in the order's line order: a course only once it has taken place.
 */
export function ratingLinks(
  order: {
    transactionId: string | null;
    lines: readonly { productId: string; title: string; course: { dates: string[] } | null }[];
  },
  today: string,
): RatingLink[] {
  const { transactionId } = order;
  if (!transactionId) return [];
  const seen = new Set<string>();
  return order.lines.flatMap((line) => {
    if (seen.has(line.productId)) return [];
    if (!isRatableOn(ratableFrom(line.course?.dates ?? null), today)) return [];
    seen.add(line.productId);
    return [
      {
        productId: line.productId,
        title: line.title,
        path: paths.rateProduct(line.productId, transactionId),
      },
    ];
  });
}
