import type { ComponentProps } from 'react';

/** A labelled checkbox, Bootstrap's `form-check`. */
export function CheckField({
  id,
  label,
  className = '',
  ...input
}: Omit<ComponentProps<'input'>, 'type'> & { id: string; label: string }) {
  return (
    <div className={`form-check ${className}`}>
      <input id={id} type="checkbox" className="form-check-input" {...input} />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
}
