import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  id: string;
  label: string;
  error?: string | null;
  className?: string;
  size?: 'lg';
}

/** A labelled input whose German error is tied to it for screen readers. */
export function TextField({ id, label, error, className = '', size, ...input }: TextFieldProps) {
  const errorId = `${id}-fehler`;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control${size ? ` form-control-${size}` : ''}${error ? ' is-invalid' : ''}`}
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
