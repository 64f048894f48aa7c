import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { presenceText } from '../../domain/check-in';
import type { CheckInDate } from '../../domain/check-in-schema';
import { formatDate, formatDateWithWeekday, withClock } from '../../domain/dates';
import { IsoDay } from '../../domain/day-schema';
import { checkInKeys, fetchCheckIn, participantListPdfUrl } from '../api/admin-check-in';
import { CheckInRow } from './check-in-button';
import { QueryState } from './query-state';

const placesBooked = (places: number) =>
  places === 1 ? '1 Platz gebucht' : `${places} Plätze gebucht`;

/** Why a day's taps are not taken: ahead of the day, or a series already on its next day. */
function closedNote(date: CheckInDate, day: string): string {
  if (date.openDay === null || date.openDay < day)
    return 'Die Anwesenheit wird am Kurstag erfasst.';
  return `Die Anwesenheit wird jetzt für den ${formatDate(date.openDay)} erfasst.`;
}

function DateSection({
  date,
  day,
  queryDay,
}: {
  date: CheckInDate;
  day: string;
  queryDay: string;
}) {
  const headingId = `check-in-termin-${date.courseDateId}`;
  const places = date.participants.reduce((sum, person) => sum + person.places, 0);
  const present = date.participants
    .filter((person) => person.present)
    .reduce((sum, person) => sum + person.places, 0);
  const open = date.openDay === day && !date.cancelled;
  const where = [withClock(date.time), date.location].filter(Boolean).join(' · ');

  return (
    <section className="staff-tile mb-4" aria-labelledby={headingId}>
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
        <div>
          <h2 id={headingId} className="h4 mb-1">
            {date.title}
            {date.label && <span className="fw-normal"> · {date.label}</span>}
          </h2>
          <p className="mb-0">{where}</p>
          {date.days.length > 1 && (
            <p className="mb-0 text-body-secondary">
              Kurstag {date.days.indexOf(day) + 1} von {date.days.length}
            </p>
          )}
        </div>
        {date.cancelled ? (
          <span className="badge text-bg-danger fs-6">abgesagt</span>
        ) : (
          date.participants.length > 0 && (
            <p className="check-in-count mb-0" aria-live="polite" aria-atomic="true">
              {open ? presenceText(present, places) : placesBooked(places)}
            </p>
          )
        )}
      </div>
      {date.cancelled && <p className="mb-0">Dieser Termin ist abgesagt.</p>}
      {!date.cancelled && date.participants.length === 0 && (
        <p className="mb-0 text-body-secondary">
          Für diesen Termin hat niemand einen Platz gebucht.
        </p>
      )}
      {!date.cancelled && date.participants.length > 0 && (
        <>
          {!open && <p className="text-body-secondary">{closedNote(date, day)}</p>}
          <ul className="check-in-list" aria-label={`Teilnehmende: ${date.title}`}>
            {date.participants.map((person) => (
              <CheckInRow
                key={person.key}
                queryDay={queryDay}
                day={day}
                courseDateId={date.courseDateId}
                person={person}
                open={open}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * /admin/check-in — on a tablet at the course: today's participants (Berlin), one tap on
 * "anwesend" each, and the day's Teilnehmerliste to print; another day for tomorrow's list.
 */
export function CheckInPage() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tag') ?? '';
  const queryDay = IsoDay.safeParse(wanted).success ? wanted : '';
  const list = useQuery({
    queryKey: checkInKeys.day(queryDay),
    queryFn: () => fetchCheckIn(queryDay),
    // a tablet woken at the course shows the taps made on another one meanwhile
    refetchOnWindowFocus: true,
  });
  const view = list.data;

  return (
    <>
      <title>Check-in – Verwaltung – Hofladen</title>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-4">
        <h1 className="h2 mb-0">
          Check-in
          {view && (
            <span className="d-block fs-4 fw-normal">{formatDateWithWeekday(view.day)}</span>
          )}
        </h1>
        <div className="d-flex flex-wrap align-items-end gap-2">
          <div>
            <label htmlFor="check-in-tag" className="form-label">
              Tag
            </label>
            <input
              id="check-in-tag"
              type="date"
              className="form-control form-control-lg"
              value={queryDay || view?.day || ''}
              onChange={(event) => {
                if (IsoDay.safeParse(event.target.value).success)
                  setParams({ tag: event.target.value }, { replace: true });
              }}
            />
          </div>
          {queryDay && (
            <Link to="/admin/check-in" className="btn btn-outline-secondary btn-lg">
              Zurück zu heute
            </Link>
          )}
          {view && (
            <a
              className="btn btn-outline-primary btn-lg"
              href={participantListPdfUrl(view.day)}
              target="_blank"
              rel="noopener"
            >
              Teilnehmerliste (PDF)
            </a>
          )}
        </div>
      </div>
      <QueryState query={list} loading="Teilnehmende werden geladen…" />
      {view && view.dates.length === 0 && (
        <p className="staff-tile">An diesem Tag findet kein Kurs statt.</p>
      )}
      {view?.dates.map((date) => (
        <DateSection key={date.courseDateId} date={date} day={view.day} queryDay={queryDay} />
      ))}
    </>
  );
}
