import { formatMean, reviewCount } from '../../domain/ratings';
import { Stars } from './stars';

/**
 * docs/shop/ratings.md#stars: full, half and empty stars, the mean as "4,5/5" (or "?/5" when
 * unrated) and the number of reviews; on cards (`compact`) the count reads "(3)", its word for
 * screen readers.
 */
export function StarRating({
  mean,
  count,
  compact = false,
}: {
  mean: number | null;
  count: number;
  compact?: boolean;
}) {
  const text = formatMean(mean);
  const countText = reviewCount(count);
  return (
    <div className={compact ? 'star-rating' : 'star-rating star-rating-large'}>
      <Stars value={mean} label={`Bewertung ${text.replace('/', ' von ')}`} />
      <span className="star-rating-mean">{text}</span>
      <span className="star-rating-count">
        {compact ? (
          <>
            ({count}
            <span className="visually-hidden">{countText.replace(/^\d+/, '')}</span>)
          </>
        ) : (
          `(${countText})`
        )}
      </span>
    </div>
  );
}
