// When the server takes its daily backup: once per day at a fixed hour of the farm's time zone,
// and at once when the last one missed that hour (the server was down, or never took one).
import { instantOfWallTime, wallTimeAsUtc } from './berlin-time';

const HOUR_MS = 3_600_000;

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
