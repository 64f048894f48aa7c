import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import type { AdminCourse, AdminCourseDate } from '../../domain/admin-courses-schema';
import {
  CourseDateInput,
  type CourseDateForm as Payload,
  sortedDays,
} from '../../domain/course-date-schema';
import { formatDate, formatDateWithWeekday } from '../../domain/dates';
import { changeCourseDate, courseKeys, createCourseDate } from '../api/admin';
import { TextField } from '../ui/text-field';
import { reasonOf } from './query-state';

interface Fields {
  startsOn: string;
  time: string;
  totalSpace: string;
  label: string;
  /** A series group's days after its first one, which is the date itself. */
  furtherDays: string[];
}
type Problems = Partial<Record<keyof Payload, string>>;

const EMPTY: Fields = { startsOn: '', time: '', totalSpace: '', label: '', furtherDays: [] };

const fieldsOf = (date: AdminCourseDate): Fields => ({
  startsOn: date.startsOn,
  time: date.time,
  totalSpace: String(date.totalSpace),
  label: date.label ?? '',
  furtherDays: date.fixedDates.filter((day) => day !== date.startsOn),
});

// only a series course has groups; a single date stores no days besides its start
const payloadOf = (fields: Fields, series: boolean): Payload => ({
  startsOn: fields.startsOn,
  time: fields.time,
  totalSpace: fields.totalSpace,
  label: series ? fields.label : '',
  fixedDates:
    series && fields.furtherDays.length > 0 ? [fields.startsOn, ...fields.furtherDays] : [],
});

function problemsOf(issues: readonly { path: PropertyKey[]; message: string }[]): Problems {
  const found: Problems = {};
  for (const issue of issues) found[issue.path[0] as keyof Payload] ??= issue.message;
  return found;
}

/** A new date for a course, or a change to one; checked by the schema the server parses. */
export function CourseDateForm({
  course,
  date,
  onDone,
}: {
  course: AdminCourse;
  date?: AdminCourseDate;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>(date ? fieldsOf(date) : EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const save = useMutation({
    mutationFn: (payload: Payload) =>
      date ? changeCourseDate(date.id, payload) : createCourseDate(course.productId, payload),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
      onDone();
    },
  });
  const prefix = date ? `termin-${date.id}` : `termin-neu-${course.productId}`;
  const change = (patch: Partial<Fields>, field: keyof Payload) => {
    setFields({ ...fields, ...patch });
    setProblems({ ...problems, [field]: undefined });
  };
  const text = (field: 'startsOn' | 'time' | 'totalSpace' | 'label') => ({
    id: `${prefix}-${field}`,
    value: fields[field],
    error: problems[field],
    onChange: (event: { target: { value: string } }) =>
      change({ [field]: event.target.value }, field),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = payloadOf(fields, course.series);
    const checked = CourseDateInput.safeParse(payload);
    if (!checked.success) {
      setProblems(problemsOf(checked.error.issues));
      return;
    }
    setProblems({});
    save.mutate(payload);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={date ? 'Termin bearbeiten' : `Neuer Termin für ${course.title}`}
      className="my-3"
    >
      <div className="row g-2 align-items-start">
        <TextField className="col-sm-6 col-lg-3" label="Datum" type="date" {...text('startsOn')} />
        <TextField
          className="col-sm-6 col-lg-3"
          label="Uhrzeit"
          placeholder="10:00 – 16:00 Uhr"
          {...text('time')}
        />
        <TextField
          className="col-sm-6 col-lg-3"
          label="Plätze (0 schließt den Termin)"
          inputMode="numeric"
          {...text('totalSpace')}
        />
        {course.series && (
          <TextField
            className="col-sm-6 col-lg-3"
            label="Gruppe"
            placeholder="Gruppe 1"
            {...text('label')}
          />
        )}
      </div>
      {course.series && (
        <FurtherDays
          prefix={prefix}
          days={fields.furtherDays}
          error={problems.fixedDates}
          onChange={(furtherDays) => change({ furtherDays }, 'fixedDates')}
        />
      )}
      {save.isError && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {reasonOf(save.error)}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {date ? 'Speichern' : 'Termin anlegen'}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}

/** The further days of a series group: added one by one, kept in order, each once. */
function FurtherDays({
  prefix,
  days,
  error,
  onChange,
}: {
  prefix: string;
  days: string[];
  error: string | undefined;
  onChange: (days: string[]) => void;
}) {
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
  const errorId = `${prefix}-fixedDates-fehler`;

  return (
    <fieldset className="mt-3" aria-describedby={error ? errorId : undefined}>
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
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
