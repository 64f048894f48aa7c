import type { ComponentProps } from 'react';
import { FieldError, invalidFieldProps } from './field-error';

interface SelectFieldProps extends ComponentProps<'select'> {
  id: string;
  label: string;
  error?: string | null;
}

/** A labelled choice whose German error is tied to it for screen readers. */
export function SelectField({
  id,
  label,
  error,
  className = '',
  children,
  ...select
}: SelectFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        {...invalidFieldProps(id, error)}
        {...select}
      >
        {children}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
