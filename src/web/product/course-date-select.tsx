import type { CourseDate } from '../../domain/catalog-schema';
import { courseDays, withClock } from '../../domain/dates';

/** spec §2: time, places (reserved / total) and date; a series group shows its fixed dates. */
export function courseDateOption(courseDate: CourseDate): string {
  const when = courseDays(courseDate.label, courseDate.fixedDates);
  const places =
    courseDate.free === 0
      ? 'Keine Plätze verfügbar'
      : `Plätze: ${courseDate.reserved} / ${courseDate.totalSpace}`;
  return `${when} · ${withClock(courseDate.time)} · ${places}`;
}

interface CourseDateSelectProps {
  id: string;
  series: boolean;
  dates: CourseDate[];
  value: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
}

export function CourseDateSelect({
  id,
  series,
  dates,
  value,
  invalid,
  describedBy,
  onChange,
}: CourseDateSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="form-label fw-semibold">
        {/* spec §2: the series course asks for a group, every other course for a date */}
        {series ? 'Wähle ein Gruppenkurs' : 'Wähle ein Datum'}
      </label>
      <select
        id={id}
        name="date"
        className={`form-select ${invalid ? 'is-invalid' : ''}`}
        value={value}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{dates.length === 0 ? 'Zurzeit keine Termine' : 'Bitte auswählen'}</option>
        {dates.map((courseDate) => (
          // spec §5: full dates cannot be chosen
          <option
            key={courseDate.id}
            value={String(courseDate.id)}
            disabled={courseDate.free === 0}
          >
            {courseDateOption(courseDate)}
          </option>
        ))}
      </select>
    </div>
  );
}
