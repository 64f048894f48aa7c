import { useId } from 'react';
import { type Star, starsFor } from '../../domain/ratings';

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z';
const meanFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

function StarIcon({ kind, gradientId }: { kind: Star; gradientId: string }) {
  const fill = kind === 'full' ? 'currentColor' : kind === 'half' ? `url(#${gradientId})` : 'none';
  return (
    <svg viewBox="0 0 24 24" className="star-icon" aria-hidden="true" focusable="false">
      {kind === 'half' && (
        <defs>
          <linearGradient id={gradientId}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="currentColor" stopOpacity="0" />
          </linearGradient>
        </defs>
      )}
      <path
        d={STAR_PATH}
        fill={fill}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** spec §9: full, half and empty stars, the mean as "4,5/5" (or "?/5" when unrated) and the count. */
export function StarRating({ mean, count }: { mean: number | null; count: number }) {
  // each half star needs a gradient id that is unique on the page
  const id = useId();
  const text = `${mean === null ? '?' : meanFormat.format(mean)}/5`;
  const countText = count === 1 ? '1 Bewertung' : `${count} Bewertungen`;
  return (
    <div className="star-rating">
      <span className="stars" role="img" aria-label={`Bewertung ${text.replace('/', ' von ')}`}>
        {starsFor(mean).map((kind, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of five stars
          <StarIcon key={index} kind={kind} gradientId={`${id}-half-${index}`} />
        ))}
      </span>
      <span className="star-rating-mean">{text}</span>
      <span className="star-rating-count">
        ({count}
        <span className="visually-hidden">{countText.replace(/^\d+/, '')}</span>)
      </span>
    </div>
  );
}
