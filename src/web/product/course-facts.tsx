import type { CourseInfo } from '../../domain/catalog-schema';
import { formatDate, withClock } from '../../domain/dates';

const bareClock = (time: string) => time.replace(/\s*uhr\s*$/i, '').trim();
/** A date at another time than the course's usual one ("10:00 – 16:00 Uhr") says so. */
const atOwnTime = (dateTime: string, courseTime: string) =>
  bareClock(dateTime) !== '' && !courseTime.includes(bareClock(dateTime));

/** Time, place and (for single-date courses) the upcoming dates, from the course's data. */
export function CourseFacts({ course }: { course: CourseInfo }) {
  // a series lists its dates per group below, so only single dates are listed here
  const dates = course.series ? [] : course.dates;
  if (!course.time && !course.location && dates.length === 0) return null;
  return (
    <div className="info-card">
      <h3 className="h6 text-uppercase info-card-title">Datum und Uhrzeit</h3>
      <dl className="property-list mb-0">
        {dates.length > 0 && (
          <div className="property-row">
            <dt>Termine</dt>
            <dd>
              <ul className="list-unstyled mb-0">
                {dates.map((date) => (
                  <li key={date.id}>
                    {formatDate(date.date)}
                    {atOwnTime(date.time, course.time) && <>, {withClock(date.time)}</>}
                    {date.free === 0 && <span className="text-body-secondary"> (ausgebucht)</span>}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {course.time && (
          <div className="property-row">
            <dt>Uhrzeit</dt>
            <dd>{course.time}</dd>
          </div>
        )}
        {course.location && (
          <div className="property-row">
            <dt>Ort</dt>
            <dd>{course.location}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
