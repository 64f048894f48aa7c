import { useId, useState } from 'react';
import { clampQuantity, LOW_STOCK_THRESHOLD, leftText } from '../../domain/course';

interface QuantityPickerProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** "Nur noch N verfügbar"; left out while nothing is known yet (a course before a date is chosen). */
  available?: number | null;
  /** A course's picker counts places of the chosen date. */
  places?: boolean;
}

/** docs/shop/product-page.md#quantity: min 1, max the stock, 0 when nothing is available. */
export function QuantityPicker({
  value,
  max,
  onChange,
  available = null,
  places = false,
}: QuantityPickerProps) {
  const id = useId();
  const disabled = max <= 0;
  const set = (wanted: unknown) => onChange(clampQuantity(wanted, max));
  // an emptied field stays empty while it has focus: raised to the minimum at once, Backspace
  // then "3" would give "13" (docs/shop/product-page.md#quantity)
  const [emptied, setEmptied] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="form-label fw-semibold">
        Menge
      </label>
      <div className="input-group quantity-picker">
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label="Menge verringern"
          disabled={disabled || value <= 1}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className="form-control text-center"
          min={disabled ? 0 : 1}
          max={max}
          value={emptied ? '' : value}
          disabled={disabled}
          onChange={(event) => {
            const typed = event.target.value;
            setEmptied(typed === '');
            if (typed !== '') set(typed);
          }}
          onBlur={() => {
            if (!emptied) return;
            setEmptied(false);
            set(0);
          }}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label="Menge erhöhen"
          disabled={disabled || value >= max}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
      {available !== null && (
        // docs/shop/product-page.md#quantity: red when fewer than 5 are left
        <p
          className={`small mt-2 mb-0 ${available < LOW_STOCK_THRESHOLD ? 'text-danger fw-semibold' : 'text-body-secondary'}`}
        >
          {leftText(available, places)}
        </p>
      )}
    </div>
  );
}
