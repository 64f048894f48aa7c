// When the server takes its daily backup: once per day at a fixed hour of the farm's time zone,
// and at once when the last one missed that hour (the server was down, or never took one).

const TIME_ZONE = 'Europe/Berlin';
const HOUR_MS = 3_600_000;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The Berlin wall time of an instant, written as if it were UTC (for offset arithmetic). */
function wallTimeAsUtc(instant: number): number {
  const parts = wallClock.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
}

/** The instant Berlin's clocks show `wall` (a UTC-written wall time); the hour a DST gap skips lands an hour later. */
function instantOfWallTime(wall: number): number {
  const guess = wall - (wallTimeAsUtc(wall) - wall);
  return wall - (wallTimeAsUtc(guess) - guess);
}

/** The latest `hour`:00 (Berlin time) at or before `now`. */
export function lastBackupSlot(now: Date, hour: number): Date {
  const wallNow = wallTimeAsUtc(now.getTime());
  const today = Math.floor(wallNow / (24 * HOUR_MS)) * 24 * HOUR_MS;
  let slot = instantOfWallTime(today + hour * HOUR_MS);
  if (slot > now.getTime()) slot = instantOfWallTime(today - 24 * HOUR_MS + hour * HOUR_MS);
  return new Date(slot);
}

/** Due when no backup was taken since the last slot (or none at all). */
export const isBackupDue = (now: Date, lastTakenAt: Date | null, hour: number): boolean =>
  lastTakenAt === null || lastTakenAt.getTime() < lastBackupSlot(now, hour).getTime();
