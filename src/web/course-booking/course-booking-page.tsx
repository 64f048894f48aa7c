import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { placeCount, placesText } from '../../domain/course';
import { courseDays, formatDate, withClock } from '../../domain/dates';
import { formatEuro } from '../../domain/money';
import type { BookingView } from '../../domain/waitlist-schema';
import { namesNothing } from '../api/client';
import {
  cancelCourseBooking,
  courseBookingCalendarPath,
  courseBookingQuery,
  moveCourseBooking,
} from '../api/waitlist';
import { PageLoading } from '../layout/page-loading';
import { ProblemPage } from '../layout/problem-page';
import { CourseDateFacts } from '../waitlist/course-date-facts';

function MoveForm({ view, token }: { view: BookingView; token: string }) {
  const id = useId();
  const client = useQueryClient();
  const [target, setTarget] = useState('');
  const move = useMutation({
    mutationFn: () => moveCourseBooking(token, Number(target)),
    onSuccess: (next) => client.setQueryData(courseBookingQuery.key(token), next),
  });
  // docs/shop/courses.md: free places read "5 von 12 Plätzen frei" everywhere
  const optionText = (date: BookingView['otherDates'][number]) =>
    `${courseDays(date.label, date.dates)} · ${withClock(date.time)} · ${placesText(date.free, date.totalSpace)}`;
  const chosen = view.otherDates.find((date) => String(date.courseDateId) === target);
  if (view.otherDates.length === 0)
    return <p>Zurzeit hat kein anderer Termin dieses Kurses genug freie Plätze.</p>;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (target) move.mutate();
      }}
    >
      <label htmlFor={`${id}-date`} className="form-label fw-semibold">
        Neuer Termin
      </label>
      <select
        id={`${id}-date`}
        className="form-select mb-2"
        value={target}
        aria-describedby={chosen ? `${id}-chosen` : undefined}
        onChange={(event) => setTarget(event.target.value)}
      >
        <option value="">Bitte auswählen</option>
        {view.otherDates.map((date) => (
          <option key={date.courseDateId} value={date.courseDateId}>
            {optionText(date)}
          </option>
        ))}
      </select>
      {/* a phone cuts the closed choice short: the chosen date is repeated, wrapped */}
      {chosen && (
        <p id={`${id}-chosen`} className="form-text mt-0">
          {optionText(chosen)}
        </p>
      )}
      {move.isError && (
        <p className="text-danger" role="alert">
          {move.error.message}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={!target || move.isPending}>
        Auf diesen Termin verlegen
      </button>
    </form>
  );
}

function CancelBox({ view, token }: { view: BookingView; token: string }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelCourseBooking(token),
    onSuccess: (next) => client.setQueryData(courseBookingQuery.key(token), next),
  });
  return (
    <div>
      <p>
        Du bekommst <strong data-testid="refund-amount">{formatEuro(view.refundCents)}</strong>{' '}
        zurück
        {view.feeCents > 0 && <> ({formatEuro(view.feeCents)} Stornogebühr bleiben bei uns)</>}, auf
        dem Weg, auf dem du bezahlt hast. Du erhältst eine Gutschrift.
      </p>
      {cancel.isError && (
        <p className="text-danger" role="alert">
          {cancel.error.message}
        </p>
      )}
      {asking ? (
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-danger"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            Ja, Buchung stornieren
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => setAsking(false)}
          >
            Nein, behalten
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-outline-danger" onClick={() => setAsking(true)}>
          Buchung stornieren
        </button>
      )}
    </div>
  );
}

/** /kursbuchung/:token — docs/shop/courses.md#your-booking. */
export function CourseBookingPage() {
  const { token = '' } = useParams();
  const booking = useQuery({
    queryKey: courseBookingQuery.key(token),
    queryFn: () => courseBookingQuery.load(token),
    retry: false,
    // a page rendered as "no such booking" stays so instead of asking again while hydrating
    retryOnMount: false,
  });
  if (booking.isPending) return <PageLoading />;
  if (booking.isError)
    return namesNothing(booking.error) ? (
      <ProblemPage
        status={404}
        title="Diese Buchung finden wir nicht"
        message="Zu diesem Link gibt es keine Kursbuchung. Bitte prüfe, ob du ihn vollständig aus der E-Mail übernommen hast."
      />
    ) : (
      <section className="container py-4">
        <p role="alert">{booking.error.message}</p>
      </section>
    );
  const view = booking.data;
  return (
    <section className="container py-4" style={{ maxWidth: '40rem' }}>
      <title>Deine Kursbuchung – Hofladen</title>
      <h1 className="h2 mb-3">Deine Kursbuchung</h1>
      <CourseDateFacts date={view.date} />
      <p>
        {view.attendee}
        {view.places > 0 && <> · {placeCount(view.places)}</>}
      </p>
      {view.state === 'booked' && !view.dateCancelled && (
        <p>
          <a href={courseBookingCalendarPath(token)} className="btn btn-outline-primary">
            Zum Kalender hinzufügen
          </a>
        </p>
      )}
      <div aria-live="polite">
        {view.dateCancelled && (
          <p className="alert alert-warning">
            Dieser Termin ist abgesagt.
            {view.state !== 'cancelled' &&
              ' Du bekommst den vollen Betrag ohne Stornogebühr zurück, auf dem Weg, auf dem du bezahlt hast – du musst nichts weiter tun.'}
          </p>
        )}
        {view.state === 'cancelled' && (
          <p className="alert alert-secondary">Diese Buchung ist storniert.</p>
        )}
        {view.state === 'cancelling' && (
          <p className="alert alert-info">
            Die Stornierung ist unterwegs: Sobald der Zahlungsdienst die Erstattung bestätigt, ist
            der Platz frei.
          </p>
        )}
      </div>
      {view.state === 'booked' && !view.dateCancelled && !view.changeable && (
        <p>
          Online ändern ging bis einschließlich {formatDate(view.lastChangeDay)}. Bitte schreib uns
          eine E-Mail, wenn du etwas ändern möchtest.
        </p>
      )}
      {view.changeable && (
        <>
          <p>
            Stornieren oder verlegen kannst du bis einschließlich {formatDate(view.lastChangeDay)}.
          </p>
          <h2 className="h4 mt-4">Anderer Termin</h2>
          <MoveForm view={view} token={token} />
          <h2 className="h4 mt-4">Stornieren</h2>
          <CancelBox view={view} token={token} />
        </>
      )}
    </section>
  );
}
