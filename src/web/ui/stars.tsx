import { useId } from 'react';
import { type Star, starsFor } from '../../domain/ratings';

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z';

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

/** Five stars for a value on the 1–5 scale; the label carries the value for screen readers. */
export function Stars({ value, label }: { value: number | null; label: string }) {
  // a half star needs a gradient whose id is unique on the page
  const id = useId();
  return (
    <span className="stars" role="img" aria-label={label}>
      {starsFor(value).map((kind, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length star row
        <StarIcon key={index} kind={kind} gradientId={`${id}-half-${index}`} />
      ))}
    </span>
  );
}
