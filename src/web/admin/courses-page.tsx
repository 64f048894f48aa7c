import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  type AdminCourseDate,
  PARTICIPANT_STATUS_LABELS,
  participantsCsv,
} from '../../domain/admin-courses';
import { courseDays, withClock } from '../../domain/dates';
import { courseKeys, fetchCourses, fetchParticipants } from '../api/admin';
import { QueryState } from './query-state';

/** /admin/kurse — every course date with its places, and who holds them (`?termin=`). */
export function CoursesPage() {
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('termin')) || null;
  const courses = useQuery({ queryKey: courseKeys.all, queryFn: fetchCourses });

  return (
    <>
      <title>Kurse – Verwaltung – Hofladen</title>
      <h1 className="h2 mb-3">Kurse</h1>
      <QueryState query={courses} loading="Kurse werden geladen…" />
      {courses.data?.map((course) => (
        <section
          key={course.productId}
          className="staff-tile mb-3"
          aria-labelledby={`kurs-${course.productId}`}
        >
          <h2 id={`kurs-${course.productId}`} className="h5">
            {course.title}
          </h2>
          <ul className="list-unstyled mb-0">
            {course.dates.map((date) => (
              <li key={date.id} className="staff-line">
                <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
                  <button
                    type="button"
                    className="btn btn-link p-0 text-start"
                    aria-expanded={openId === date.id}
                    onClick={() => setParams(openId === date.id ? {} : { termin: String(date.id) })}
                  >
                    {courseDays(date.label, date.fixedDates)}, {withClock(date.time)}
                  </button>
                  <span className={date.taken >= date.totalSpace ? 'fw-semibold' : ''}>
                    {date.taken} von {date.totalSpace} Plätzen belegt
                  </span>
                </div>
                {openId === date.id && <Participants date={date} />}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function Participants({ date }: { date: AdminCourseDate }) {
  const people = useQuery({
    queryKey: courseKeys.participants(date.id),
    queryFn: () => fetchParticipants(date.id),
  });
  // the list on screen is the list in the file: made here, no second request
  const download = () => {
    if (!people.data) return;
    const url = URL.createObjectURL(
      new Blob([participantsCsv(people.data)], { type: 'text/csv;charset=utf-8' }),
    );
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: `teilnehmende-${date.startsOn}.csv`,
    });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="mt-2 mb-3">
      <QueryState query={people} loading="Teilnehmende werden geladen…" />
      {people.data?.length === 0 && (
        <p className="text-body-secondary mb-0">Noch niemand gebucht.</p>
      )}
      {people.data && people.data.length > 0 && (
        <>
          <div className="table-responsive staff-table mb-2">
            <table className="table align-middle mb-0">
              <caption className="visually-hidden">Teilnehmende</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-Mail</th>
                  <th scope="col">Telefon</th>
                  <th scope="col">Plätze</th>
                  <th scope="col">Bestellung</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {people.data.map((person) => (
                  <tr key={`${person.orderNumber}-${person.email}-${person.lastName}`}>
                    <td>
                      {person.firstName} {person.lastName}
                    </td>
                    <td className="text-break">{person.email}</td>
                    <td className="text-nowrap">{person.phone}</td>
                    <td>{person.places}</td>
                    <td>{person.orderNumber ?? '–'}</td>
                    <td>{PARTICIPANT_STATUS_LABELS[person.status]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={download}>
            Als CSV herunterladen
          </button>
        </>
      )}
    </div>
  );
}
