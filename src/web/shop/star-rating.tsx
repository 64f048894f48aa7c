import { formatMean, reviewCount } from '../../domain/ratings';
import { Stars } from '../ui/stars';

/** spec §9: full, half and empty stars, the mean as "4,5/5" (or "?/5" when unrated) and the count. */
export function StarRating({ mean, count }: { mean: number | null; count: number }) {
  const text = formatMean(mean);
  const countText = reviewCount(count);
  return (
    <div className="star-rating">
      <Stars value={mean} label={`Bewertung ${text.replace('/', ' von ')}`} />
      <span className="star-rating-mean">{text}</span>
      <span className="star-rating-count">
        ({count}
        <span className="visually-hidden">{countText.replace(/^\d+/, '')}</span>)
      </span>
    </div>
  );
}
