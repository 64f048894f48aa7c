import { courseDays, withClock } from '../../domain/dates';
import type { DateFacts } from '../../domain/waitlist-schema';

const berlin = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** "25.11.2026, 20:30 Uhr": an instant as Berlin's clocks show it. */
export const berlinTimeText = (iso: string) => `${berlin.format(new Date(iso))} Uhr`;

/** The course, its day(s) and its time, as the mails name them. */
export function CourseDateFacts({ date }: { date: DateFacts }) {
  return (
    <dl className="row mb-3">
      <dt className="col-sm-4">Kurs</dt>
      <dd className="col-sm-8">{date.title}</dd>
      <dt className="col-sm-4">{date.dates.length > 1 ? 'Termine' : 'Termin'}</dt>
      <dd className="col-sm-8">{courseDays(date.label, date.dates)}</dd>
      <dt className="col-sm-4">Uhrzeit</dt>
      <dd className="col-sm-8">{withClock(date.time)}</dd>
    </dl>
  );
}
