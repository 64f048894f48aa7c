import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';

interface BookingTextFieldProps {
  id: string;
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete: HTMLInputAutoCompleteAttribute;
  value: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
}

export function BookingTextField({
  id,
  name,
  label,
  type = 'text',
  autoComplete,
  value,
  invalid,
  describedBy,
  onChange,
}: BookingTextFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="form-label fw-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        className={`form-control ${invalid ? 'is-invalid' : ''}`}
        value={value}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
