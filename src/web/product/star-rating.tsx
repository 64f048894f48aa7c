import { formatMean, reviewCount } from '../../domain/ratings';
import { Stars } from '../ui/stars';

/** spec §2/§9: mean with full, half and empty stars, "?/5" when none, and the review count. */
export function StarRating({ mean, count }: { mean: number | null; count: number }) {
  const text = formatMean(mean);
  return (
    <div className="d-flex align-items-center gap-2 flex-wrap">
      <Stars value={mean} label={`Bewertung ${text.replace('/', ' von ')}`} />
      <span className="fw-semibold">{text}</span>
      <span className="text-body-secondary">({reviewCount(count)})</span>
    </div>
  );
}
