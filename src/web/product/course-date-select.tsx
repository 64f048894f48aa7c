import type { CourseDate } from '../../domain/catalog-schema';
import { placesText } from '../../domain/course';
import { courseDays, withClock } from '../../domain/dates';

/**
 * docs/shop/courses.md#booking-form: date, time and places (free of total); a series group shows
 * its fixed dates.
 */
export function courseDateOption(courseDate: CourseDate): string {
  const when = courseDays(courseDate.label, courseDate.fixedDates);
  const places = placesText(courseDate.free, courseDate.totalSpace);
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
  const chosen = dates.find((courseDate) => String(courseDate.id) === value);
  const chosenId = `${id}-gewaehlt`;
  // a closed select shows one line; on a phone a group's dates would be cut off, so the whole
  // choice is repeated below it, wrapping
  const described = [chosen ? chosenId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="form-label fw-semibold">
        {/* docs/shop/courses.md#series-courses: the series course asks for a group, every other
           course for a date */}
        {series ? 'Wähle ein Gruppenkurs' : 'Wähle ein Datum'}
      </label>
      <select
        id={id}
        name="date"
        className={`form-select ${invalid ? 'is-invalid' : ''}`}
        value={value}
        aria-invalid={invalid}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{dates.length === 0 ? 'Zurzeit keine Termine' : 'Bitte auswählen'}</option>
        {dates.map((courseDate) => (
          // docs/shop/courses.md#dates-and-places: full dates cannot be chosen
          <option
            key={courseDate.id}
            value={String(courseDate.id)}
            disabled={courseDate.free === 0}
          >
            {courseDateOption(courseDate)}
          </option>
        ))}
      </select>
      {chosen && (
        <p id={chosenId} className="form-text mb-0" data-testid="chosen-date">
          {courseDateOption(chosen)}
        </p>
      )}
    </div>
  );
}
