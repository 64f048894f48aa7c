import { withClock } from './dates';

// A course's time is free text ("Samstags 10:00 – 13:00 Uhr"); calendar files need its clock times.

export interface ClockRange {
  start: string;
  end: string;
}

const clock = (hours: string, minutes: string | undefined) =>
  `${hours.padStart(2, '0')}:${minutes ?? '00'}`;

/**
 * The first two clock times in the text ("10:00 – 13:00", "9 - 12.30 Uhr"), or null when there are
 * not two (the calendar then has all-day events). An end before the start is no range either.
 */
export function clockRange(time: string): ClockRange | null {
  const found = [...time.matchAll(/\b([01]?\d|2[0-3])(?:[:.]([0-5]\d))?\s*(?=[-–—]|uhr|bis|$)/gi)];
  const [first, second] = found;
  if (!first?.[1] || !second?.[1]) return null;
  const range = { start: clock(first[1], first[2]), end: clock(second[1], second[2]) };
  return range.end > range.start ? range : null;
}

/** The time as a reader sees it: "10:00 – 13:00 Uhr", but "nach Absprache" without an "Uhr". */
export const courseTimeText = (time: string): string => (clockRange(time) ? withClock(time) : time);
