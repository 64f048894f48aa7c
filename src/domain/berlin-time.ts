// The shop's calendar is Europe/Berlin (CONVENTIONS.md §13): cutoffs, pickup days and the backup
// hour are wall times there, while instants are stored in UTC. Intl carries the time zone rules,
// so no date library is needed and DST changes are handled by the platform's tz data.

export const SHOP_TIME_ZONE = 'Europe/Berlin';
const DAY_MS = 24 * 3_600_000;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const HOUR_MS = 3_600_000;
// Berlin's clocks have changed only at whole UTC hours and by whole hours since 1893, when local
// mean time (+0:53:28) ended: from 1900 on, one reading of the zone rules serves a whole hour
const WHOLE_HOURS_FROM = Date.UTC(1900, 0, 1);
const offsetOfHour = new Map<number, number>();

/** The Berlin wall time of an instant, written as if it were UTC (for offset arithmetic). */
export function wallTimeAsUtc(instant: number): number {
  if (instant < WHOLE_HOURS_FROM) return wallTimeReadAfresh(instant);
  // formatToParts costs microseconds, and pickup days and cutoffs ask for it by the hundred
  const hour = Math.floor(instant / HOUR_MS);
  let offset = offsetOfHour.get(hour);
  if (offset === undefined) {
    if (offsetOfHour.size >= 100_000) offsetOfHour.clear();
    offset = wallTimeReadAfresh(hour * HOUR_MS) - hour * HOUR_MS;
    offsetOfHour.set(hour, offset);
  }
  return instant + offset;
}

/** `wallTimeAsUtc` from the zone rules themselves, for every instant anew. */
export function wallTimeReadAfresh(instant: number): number {
  const parts = wallClock.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return (
    Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
    ) +
    (((instant % 1000) + 1000) % 1000)
  );
}

/**
 * The instant Berlin's clocks show `wall` (a UTC-written wall time). A time the spring change
 * skips (02:30 on the last Sunday of March) lands an hour later; one the autumn change shows
 * twice is its second occurrence, in winter time — a cutoff then never closes early.
 */
export function instantOfWallTime(wall: number): number {
  const guess = wall - (wallTimeAsUtc(wall) - wall);
  return wall - (wallTimeAsUtc(guess) - guess);
}

/** The Berlin calendar day of an instant, as yyyy-mm-dd. */
export const berlinDay = (instant: Date): string =>
  new Date(wallTimeAsUtc(instant.getTime())).toISOString().slice(0, 10);

/** The instant of a Berlin wall time ("18:00") on a calendar day. */
export function berlinInstant(day: string, time: string): Date {
  return new Date(instantOfWallTime(Date.parse(`${day}T${time}:00Z`)));
}

/** The calendar day `days` after (or before) `day`; days, not 24-hour steps, so DST is no matter. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export const isoWeekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
