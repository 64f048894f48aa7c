import type { ComponentProps } from 'react';
import { FieldError, invalidFieldProps } from './field-error';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  id: string;
  label: string;
  error?: string | null;
  /** Classes of the textarea itself, besides Bootstrap's `form-control`. */
  inputClassName?: string;
}

/** A labelled multi-line input whose German error is tied to it for screen readers. */
export function TextAreaField({
  id,
  label,
  error,
  className = '',
  inputClassName = '',
  ...textarea
}: TextAreaFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        className={`form-control ${inputClassName}${error ? ' is-invalid' : ''}`.trim()}
        {...invalidFieldProps(id, error)}
        {...textarea}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
