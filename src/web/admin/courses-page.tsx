import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type AdminCourseDate,
  PARTICIPANT_STATUS_LABELS,
  type Participant,
  participantsCsv,
} from '../../domain/admin-courses';
import { courseDays, withClock } from '../../domain/dates';
import { cancelCourseBooking, courseKeys, fetchCourses, fetchParticipants } from '../api/admin';
import { QueryState, reasonOf } from './query-state';

/** /admin/kurse — every course date with its places, and who holds them (`?termin=`). */
export function CoursesPage() {
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('termin')) || null;
  const courses = useQuery({ queryKey: courseKeys.all, queryFn: fetchCourses });

  return (
    <>
      <title>Kurse – Verwaltung – Hofladen</title>
      <h1 className="h2 mb-3">Kurse</h1>
      <p className="text-body-secondary">
        Ein Termin zeigt, wer Plätze hält. Stornieren gibt bezahlte Plätze sofort wieder frei; das
        Geld erstattest du über den Zahlungsanbieter.
      </p>
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
                  <th scope="col">Teilnehmer</th>
                  <th scope="col">Plätze</th>
                  <th scope="col">Bestellung</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Aktion</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {people.data.map((person) => (
                  <tr key={`${person.orderNumber}-${person.email}-${person.lastName}`}>
                    <td>
                      <div className="fw-semibold">
                        {person.firstName} {person.lastName}
                      </div>
                      <div className="small">
                        <a href={`mailto:${person.email}`}>{person.email}</a>
                      </div>
                      <div className="small text-nowrap">{person.phone}</div>
                    </td>
                    <td>{person.places}</td>
                    <td>{person.orderNumber ?? '–'}</td>
                    <td>{PARTICIPANT_STATUS_LABELS[person.status]}</td>
                    <td>
                      {person.status === 'confirmed' && (
                        <CancelBooking dateId={date.id} person={person} />
                      )}
                    </td>
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

/** Frees a paid booking's places, after a second click; a refund goes through the payment provider. */
function CancelBooking({ dateId, person }: { dateId: number; person: Participant }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelCourseBooking(dateId, person.booking),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: courseKeys.participants(dateId) });
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
  const name = `${person.firstName} ${person.lastName}`;
  if (!confirming)
    return (
      <button
        type="button"
        className="btn btn-outline-danger btn-sm text-nowrap"
        aria-label={`Buchung von ${name} stornieren`}
        onClick={() => setConfirming(true)}
      >
        Stornieren …
      </button>
    );
  return (
    <div className="d-flex flex-wrap gap-1">
      <button
        type="button"
        className="btn btn-danger btn-sm text-nowrap"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate()}
      >
        {person.places === 1 ? 'Platz freigeben' : `${person.places} Plätze freigeben`}
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        onClick={() => setConfirming(false)}
      >
        Abbrechen
      </button>
      {cancel.isError && (
        <span className="text-danger small" role="alert">
          {reasonOf(cancel.error)}
        </span>
      )}
    </div>
  );
}
