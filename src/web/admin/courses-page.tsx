import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminCourse, AdminCourseDate } from '../../domain/admin-courses-schema';
import { courseDays, formatDate, withClock } from '../../domain/dates';
import { courseKeys, deleteCourseDate, fetchCourses } from '../api/admin';
import { AuditTrail } from './audit-trail';
import { ConfirmButtons } from './confirm-buttons';
import { CancelDate, DateStateBadge, DateStateNote } from './course-date-decision';
import { CourseDateForm } from './course-date-form';
import { Participants } from './course-participants';
import { CourseWaitlist } from './course-waitlist';
import { QueryState, reasonOf } from './query-state';

const HISTORY_LABELS = {
  productId: 'Kurs',
  startsOn: 'Datum',
  time: 'Uhrzeit',
  totalSpace: 'Plätze',
  label: 'Gruppe',
  fixedDates: 'Kurstage',
  taken: 'Vergebene Plätze',
};
const day = (value: unknown) => (typeof value === 'string' ? formatDate(value) : '–');
const HISTORY_FORMATS = {
  startsOn: day,
  fixedDates: (value: unknown) => (Array.isArray(value) ? value.map(day).join(', ') : '–'),
};

/** /admin/kurse — every course with its dates and places; an open date (`?termin=`) shows who holds them. */
export function CoursesPage() {
  const courses = useQuery({ queryKey: courseKeys.all, queryFn: fetchCourses });

  return (
    <>
      <title>Kurse – Verwaltung – Hofladen</title>
      <h1 className="h2 mb-3">Kurse</h1>
      <p className="text-body-secondary">
        Ein Termin zeigt, wer Plätze hält. Stornieren erstattet eine im Shop bezahlte Buchung über
        den Zahlungsanbieter und gibt ihre Plätze frei, sobald er die Erstattung bestätigt; Plätze,
        die außerhalb des Shops gebucht wurden, werden sofort frei.
      </p>
      <QueryState query={courses} loading="Kurse werden geladen…" />
      {courses.data?.map((course) => (
        <CourseSection key={course.productId} course={course} />
      ))}
    </>
  );
}

function CourseSection({ course }: { course: AdminCourse }) {
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('termin')) || null;
  const [adding, setAdding] = useState(false);
  const headingId = `kurs-${course.productId}`;

  return (
    <section className="staff-tile mb-3" aria-labelledby={headingId}>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 id={headingId} className="h5 mb-0">
          {course.title}
          {course.archived && <span className="badge text-bg-secondary ms-2">archiviert</span>}
        </h2>
        {!course.archived && !adding && (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => setAdding(true)}
          >
            Neuer Termin
          </button>
        )}
      </div>
      {adding && (
        <div className="ps-3 border-start border-3">
          <CourseDateForm course={course} onDone={() => setAdding(false)} />
        </div>
      )}
      {course.dates.length === 0 && !adding && (
        <p className="text-body-secondary mt-2 mb-0">Noch keine Termine.</p>
      )}
      <ul className="list-unstyled mb-0 mt-2">
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
              <span className="d-flex flex-wrap gap-2 align-items-center">
                <DateStateBadge date={date} />
                <span className={date.taken >= date.totalSpace ? 'fw-semibold' : ''}>
                  {date.taken} von {date.totalSpace} Plätzen belegt
                </span>
              </span>
            </div>
            {openId === date.id && <OpenDate course={course} date={date} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A date opened: change or delete it, its participants, and its history. */
function OpenDate({ course, date }: { course: AdminCourse; date: AdminCourseDate }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="mt-2 mb-3">
      {editing ? (
        <div className="ps-3 border-start border-3">
          <CourseDateForm course={course} date={date} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <div className="d-flex flex-wrap gap-2 mb-2">
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => setEditing(true)}
          >
            Bearbeiten
          </button>
          {/* the orders and credit notes that name a date once booked keep it */}
          {!date.everBooked && <DeleteDate date={date} />}
          <CancelDate date={date} />
        </div>
      )}
      {date.everBooked && date.taken === 0 && !date.cancelled && (
        <p className="small text-body-secondary mb-2">
          Dieser Termin wurde schon gebucht und bleibt für die Bestellungen erhalten. Damit niemand
          mehr bucht, setze die Plätze auf 0.
        </p>
      )}
      <DateStateNote date={date} />
      <Participants courseTitle={course.title} date={date} />
      <CourseWaitlist courseDateId={date.id} />
      <AuditTrail
        entity="course_date"
        id={String(date.id)}
        version={JSON.stringify(date)}
        fieldLabels={HISTORY_LABELS}
        formats={HISTORY_FORMATS}
        actionLabels={{ cancelled: 'abgesagt' }}
      />
    </div>
  );
}

/** Deletes a date nobody booked, after a second click. */
function DeleteDate({ date }: { date: AdminCourseDate }) {
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteCourseDate(date.id),
    onSuccess: async () => {
      setParams({});
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
  if (!confirming)
    return (
      <button
        type="button"
        className="btn btn-outline-danger btn-sm"
        onClick={() => setConfirming(true)}
      >
        Löschen …
      </button>
    );
  return (
    <>
      <ConfirmButtons
        small
        label="Termin endgültig löschen"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
      {remove.isError && (
        <div className="alert alert-danger w-100 mb-0" role="alert">
          {reasonOf(remove.error)}
        </div>
      )}
    </>
  );
}
