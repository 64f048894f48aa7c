import { type HTMLInputAutoCompleteAttribute, type ReactNode, useId } from 'react';

interface TextFieldProps {
  /** Text, or text with a small note such as "(not published)". */
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  placeholder?: string;
  defaultValue?: string;
  /** A line under the field; the field names it as its description. */
  help?: string;
  /** Something at the right of the label, such as a "Forgot password?" link. */
  aside?: ReactNode;
  className?: string;
}

/** A labelled input of the demo's inert forms; its id is its own, however often it repeats. */
export function TextField({
  label,
  type = 'text',
  autoComplete,
  placeholder,
  defaultValue,
  help,
  aside,
  className,
}: TextFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <div className="d-flex justify-content-between align-items-baseline gap-2">
        <label htmlFor={id} className="form-label">
          {label}
        </label>
        {aside}
      </div>
      <input
        id={id}
        type={type}
        className="form-control"
        autoComplete={autoComplete}
        placeholder={placeholder}
        defaultValue={defaultValue}
        aria-describedby={help ? `${id}-help` : undefined}
      />
      {help && (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      )}
    </div>
  );
}

/** A labelled select with plain options; the first one is chosen. */
export function SelectField({
  label,
  options,
  autoComplete,
  className,
}: {
  label: string;
  options: string[];
  autoComplete?: HTMLInputAutoCompleteAttribute;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} className="form-select" autoComplete={autoComplete}>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </div>
  );
}

/** A checkbox or switch with its label; `children` is the label so it may hold a link. */
export function CheckField({
  children,
  defaultChecked,
  asSwitch = false,
  help,
}: {
  children: ReactNode;
  defaultChecked?: boolean;
  asSwitch?: boolean;
  help?: string;
}) {
  const id = useId();
  return (
    <div className={asSwitch ? 'form-check form-switch' : 'form-check'}>
      <input
        id={id}
        type="checkbox"
        role={asSwitch ? 'switch' : undefined}
        className="form-check-input"
        defaultChecked={defaultChecked}
        aria-describedby={help ? `${id}-help` : undefined}
      />
      <label htmlFor={id} className="form-check-label">
        {children}
      </label>
      {help && (
        <div id={`${id}-help`} className="form-text mt-0">
          {help}
        </div>
      )}
    </div>
  );
}
