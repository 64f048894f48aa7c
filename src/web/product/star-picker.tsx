import { RATING_SCALE } from '../../domain/ratings';

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z';

interface StarPickerProps {
  value: number | null;
  onChange: (rate: number) => void;
  invalid: boolean;
  describedBy?: string | undefined;
}

/** 1–5 stars as native radios: arrow keys, focus and screen readers work as for any radio group. */
export function StarPicker({ value, onChange, invalid, describedBy }: StarPickerProps) {
  const stars = Array.from({ length: RATING_SCALE }, (_, index) => index + 1);
  return (
    <fieldset
      className="star-picker"
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    >
      <legend className="form-label">Wie viele Sterne gibst du?</legend>
      <div className="star-picker-stars">
        {stars.map((rate) => (
          <label
            key={rate}
            className="star-picker-star"
            data-filled={value !== null && rate <= value}
          >
            <input
              type="radio"
              name="bewertung"
              value={rate}
              checked={value === rate}
              className="visually-hidden"
              onChange={() => onChange(rate)}
            />
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={STAR_PATH} strokeWidth="1.5" strokeLinejoin="round" />
            </svg>
            <span className="visually-hidden">{`${rate} von ${RATING_SCALE} Sternen`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
