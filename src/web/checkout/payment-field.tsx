import type { InputHTMLAttributes } from 'react';

interface PaymentFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string | null;
  className?: string;
}

/** A labelled input whose German error is tied to it for screen readers. */
export function PaymentField({ id, label, error, className = '', ...input }: PaymentFieldProps) {
  const errorId = `${id}-fehler`;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <div id={errorId} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
