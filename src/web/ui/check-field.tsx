/** A labelled checkbox, Bootstrap's `form-check`. */
export function CheckField({
  id,
  label,
  checked,
  onChange,
  className = '',
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  className?: string;
}) {
  return (
    <div className={`form-check ${className}`}>
      <input
        id={id}
        type="checkbox"
        className="form-check-input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
}
