import { berlinDay, berlinInstant } from './berlin-time';
import { morningOf, reminderDay } from './course-decisions';
import { clockRange } from './course-time';

// docs/shop/courses.md#reminder: a booking's reminder, N days before its first day at 08:00
// Berlin time (the morning hour staff's decisions go out at too).

/** When a booking on a date starting `firstDay` is reminded, `daysBefore` days ahead. */
export const reminderDue = (firstDay: string, daysBefore: number): Date =>
  morningOf(reminderDay(firstDay, daysBefore));

/** The course's start: its first day at the time's first clock, or that day's midnight. */
export const courseStart = (firstDay: string, time: string): Date =>
  berlinInstant(firstDay, clockRange(time)?.start ?? '00:00');

/**
 * Whether the reminder still goes out at `now`: not for a booking paid once it was due (its
 * confirmation is fresh), nor once the course has begun (a shop down for days catches up late).
 */
export const remindsNow = (input: { now: Date; paidAt: Date; due: Date; start: Date }): boolean =>
  input.paidAt < input.due && input.now < input.start;

const DAY_MS = 86_400_000;

/** "heute", "morgen", "in 3 Tagen": how far the first day is from `now`, in Berlin days. */
export function daysAheadText(now: Date, firstDay: string): string {
  const days = Math.round(
    (Date.parse(`${firstDay}T00:00:00Z`) - Date.parse(`${berlinDay(now)}T00:00:00Z`)) / DAY_MS,
  );
  if (days <= 0) return 'heute';
  if (days === 1) return 'morgen';
  return `in ${days} Tagen`;
}
