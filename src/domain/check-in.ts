import { berlinDay } from './berlin-time';
import { daysOfDate } from './course';

// docs/shop/courses.md#check-in: a place holds one check-in time (`course_bookings.checked_in_at`),
// yet a series group meets on several days. So a check-in counts for the course day that was
// open when it was made, and each day shows only the check-ins made for it
// (docs/decisions/033-course-decisions-reminders-check-in.md).

type DateDays = { startsOn: string; fixedDates?: string[] | null };

/**
 * The course day check-ins count for at `instant`: the date's last day on or before that Berlin
 * day. Null before the first day — nobody is checked in ahead. A single date's day stays open
 * afterwards, so a forgotten tap can still be made; a series day closes when the next one begins.
 */
export function openCheckInDay(date: DateDays, instant: Date): string | null {
  const today = berlinDay(instant);
  return [...daysOfDate(date)].sort().findLast((day) => day <= today) ?? null;
}

/** Whether a place checked in at `checkedInAt` was there on `day` (one of the date's days). */
export const presentOn = (date: DateDays, checkedInAt: Date | null, day: string): boolean =>
  checkedInAt !== null && openCheckInDay(date, checkedInAt) === day;

/** "3 von 8 anwesend": places, since a booking of two places brings two people. */
export const presenceText = (present: number, places: number): string =>
  `${present} von ${places} anwesend`;
