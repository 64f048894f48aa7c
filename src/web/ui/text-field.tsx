import type { ComponentProps } from 'react';
import { FieldError, invalidFieldProps } from './field-error';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'size'> {
  id: string;
  label: string;
  error?: string | null;
  className?: string;
  size?: 'sm' | 'lg';
}

/** A labelled input whose German error is tied to it for screen readers. */
export function TextField({ id, label, error, className = '', size, ...input }: TextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control${size ? ` form-control-${size}` : ''}${error ? ' is-invalid' : ''}`}
        {...invalidFieldProps(id, error)}
        {...input}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
