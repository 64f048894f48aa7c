import type { CourseDate } from '../../domain/catalog-schema';
import { placesText } from '../../domain/course';
import { formatDateWithWeekday, withClock } from '../../domain/dates';

function CourseGroup({ group }: { group: CourseDate }) {
  const full = group.free === 0;
  return (
    <div className="col">
      <div className="course-group h-100">
        <div className="d-flex justify-content-between align-items-baseline flex-wrap gap-2 mb-1">
          <h4 className="h5 mb-0">{group.label ?? 'Termine'}</h4>
          <span className={`badge rounded-pill ${full ? 'text-bg-secondary' : 'text-bg-light'}`}>
            {placesText(group.free, group.totalSpace)}
          </span>
        </div>
        <p className="small text-body-secondary mb-3">{withClock(group.time)}</p>
        <ol className="course-group-dates mb-0">
          {group.fixedDates.map((day) => (
            <li key={day}>{formatDateWithWeekday(day)}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/**
 * docs/shop/courses.md#series-courses: a series course is booked as a group; the groups and their
 * fixed dates side by side.
 */
export function SeriesCourseDetails({ groups }: { groups: CourseDate[] }) {
  return (
    <>
      <h3 className="h4 mt-5 mb-3">Gruppen und feste Termine</h3>
      {groups.length === 0 ? (
        <p className="text-body-secondary">Zurzeit sind keine Gruppen geplant.</p>
      ) : (
        <div className="row row-cols-1 row-cols-md-2 g-4">
          {groups.map((group) => (
            <CourseGroup key={group.id} group={group} />
          ))}
        </div>
      )}
    </>
  );
}
