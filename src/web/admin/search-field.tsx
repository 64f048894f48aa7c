import { useEffect, useState } from 'react';

/**
 * The search box's text: what the address searches for, and what staff type until they send it.
 * Back, Forward or a link to the page without a search put the address's search in the box again.
 */
export function useSearchText(searched: string) {
  const [text, setText] = useState(searched);
  useEffect(() => setText(searched), [searched]);
  return [text, setText] as const;
}

/** A list's search box and its button, inside the list's filter form (a row of columns). */
export function SearchField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <>
      <div className="col-sm-6">
        <label htmlFor={id} className="form-label">
          {label}
        </label>
        <input
          id={id}
          type="search"
          className="form-control"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <div className="col-sm-2">
        <button type="submit" className="btn btn-primary w-100">
          Suchen
        </button>
      </div>
    </>
  );
}
