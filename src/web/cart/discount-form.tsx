import { type FormEvent, useId, useState } from 'react';
import type { Discount } from './use-discount';

/**
 * docs/shop/cart.md#discount-codes: discount-code input with "Anwenden"; unknown codes give 0 %
 * silently.
 */
export function DiscountForm({ discount }: { discount: Discount }) {
  const [text, setText] = useState(discount.code);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    discount.apply(text);
  };
  return (
    <form className="discount-form" onSubmit={submit}>
      <label htmlFor={inputId} className="form-label">
        Rabattcode
      </label>
      <div className="input-group">
        <input
          id={inputId}
          className="form-control"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
        />
        <button type="submit" className="btn btn-secondary" disabled={discount.checking}>
          Anwenden
        </button>
      </div>
      {discount.percent > 0 && (
        <p className="discount-applied" role="status">
          Code {discount.shownCode}: {discount.percent} % Rabatt
        </p>
      )}
    </form>
  );
}
