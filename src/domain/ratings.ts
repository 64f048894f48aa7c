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

/** One "Jetzt bewerten" link per product of a paid order, in the order's line order. */
export function ratingLinks(order: {
  transactionId: string | null;
  lines: { productId: string; title: string }[];
}): RatingLink[] {
  const { transactionId } = order;
  if (!transactionId) return [];
  const seen = new Set<string>();
  return order.lines.flatMap((line) => {
    if (seen.has(line.productId)) return [];
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
