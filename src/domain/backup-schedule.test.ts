import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBackupDue, lastBackupSlot } from './backup-schedule';

const HOUR = 3_600_000;
const berlinTime = (date: Date) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);

const instants = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) })
  .map((ms) => new Date(ms));
// 2 o'clock is skipped or doubled on the DST days; every other hour exists once each day
const hours = fc.integer({ min: 0, max: 23 }).filter((hour) => hour !== 2);

describe('the daily backup slot', () => {
  it('is the hour, Berlin time, within the last day', () => {
    fc.assert(
      fc.property(instants, hours, (now, hour) => {
        const slot = lastBackupSlot(now, hour);
        expect(slot.getTime()).toBeLessThanOrEqual(now.getTime());
        // a day with the clocks turned back has 25 hours
        expect(now.getTime() - slot.getTime()).toBeLessThan(25 * HOUR);
        expect(berlinTime(slot)).toBe(`${String(hour).padStart(2, '0')}:00`);
      }),
    );
  });

  it('follows summer and winter time', () => {
    expect(lastBackupSlot(new Date('2026-07-01T12:00:00Z'), 3).toISOString()).toBe(
      '2026-07-01T01:00:00.000Z',
    );
    expect(lastBackupSlot(new Date('2026-12-01T01:59:00Z'), 3).toISOString()).toBe(
      '2026-11-30T02:00:00.000Z',
    );
  });

  it('is due at first, taken once per day, and caught up after a missed night', () => {
    fc.assert(
      fc.property(instants, hours, (now, hour) => {
        expect(isBackupDue(now, null, hour)).toBe(true);
        // just taken: not again until the next slot
        expect(isBackupDue(now, now, hour)).toBe(false);
        const next = new Date(lastBackupSlot(now, hour).getTime() + 25 * HOUR);
        expect(isBackupDue(next, now, hour)).toBe(true);
        // a server down over night takes the missed one when it comes back
        const dayOld = new Date(now.getTime() - 25 * HOUR);
        expect(isBackupDue(now, dayOld, hour)).toBe(true);
      }),
    );
  });
});
