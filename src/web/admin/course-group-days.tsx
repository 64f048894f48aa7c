import { type KeyboardEvent, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { type CourseDateFormValues, sortedDays } from '../../domain/course-date-schema';
import { formatDate, formatDateWithWeekday } from '../../domain/dates';
import { FieldError } from '../ui/field-error';

/** The further days of a series group: added one by one, kept in order, each once. */
export function CourseGroupDays({
  prefix,
  control,
}: {
  prefix: string;
  control: Control<CourseDateFormValues>;
}) {
  const {
    field: { value: days, onChange },
    fieldState: { error },
  } = useController({ control, name: 'furtherDays' });
  const [day, setDay] = useState('');
  const add = () => {
    if (!day) return;
    onChange(sortedDays([...days, day]));
    setDay('');
  };
  // Enter in the day field adds the day instead of saving the whole form
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const id = `${prefix}-fixedDates`;

  return (
    <fieldset className="mt-3" aria-describedby={error ? `${id}-fehler` : undefined}>
      <legend className="form-label fs-6 mb-1">Weitere Kurstage der Gruppe</legend>
      {days.length === 0 ? (
        <p className="small text-body-secondary mb-2">Keine – die Gruppe trifft sich einmal.</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2">
          {days.map((entry) => (
            <li
              key={entry}
              className="d-inline-flex align-items-center gap-2 border rounded ps-2 bg-white"
            >
              {formatDateWithWeekday(entry)}
              <button
                type="button"
                className="btn btn-sm btn-link text-danger"
                aria-label={`${formatDate(entry)} entfernen`}
                onClick={() => onChange(days.filter((other) => other !== entry))}
              >
                Entfernen
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <div>
          <label htmlFor={`${prefix}-neuer-tag`} className="form-label">
            Kurstag hinzufügen
          </label>
          <input
            id={`${prefix}-neuer-tag`}
            type="date"
            className={`form-control${error ? ' is-invalid' : ''}`}
            value={day}
            onChange={(event) => setDay(event.target.value)}
            onKeyDown={addOnEnter}
          />
        </div>
        <button type="button" className="btn btn-outline-primary" onClick={add}>
          Hinzufügen
        </button>
      </div>
      <FieldError id={id} error={error?.message} className="invalid-feedback d-block" />
    </fieldset>
  );
}
