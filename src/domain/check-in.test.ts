import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, berlinDay } from './berlin-time';
import { openCheckInDay, presenceText, presentOn } from './check-in';

const single = { startsOn: '2027-03-28', fixedDates: [] };
const series = { startsOn: '2027-03-27', fixedDates: ['2027-03-27', '2027-04-03', '2027-04-10'] };

describe('check-in days', () => {
  it('opens a day at midnight Berlin time, on both sides of each clock change', () => {
    // 28 March 2027: clocks go from 02:00 CET to 03:00 CEST
    expect(openCheckInDay(single, new Date('2027-03-27T22:59:59Z'))).toBeNull();
    expect(openCheckInDay(single, new Date('2027-03-27T23:00:00Z'))).toBe('2027-03-28');
    const autumn = { startsOn: '2027-10-31', fixedDates: [] };
    // 31 October 2027: from 03:00 CEST back to 02:00 CET; the day before is still summer time
    expect(openCheckInDay(autumn, new Date('2027-10-30T21:59:59Z'))).toBeNull();
    expect(openCheckInDay(autumn, new Date('2027-10-30T22:00:00Z'))).toBe('2027-10-31');
    // a single date stays open afterwards: a tap forgotten on the day can follow
    expect(openCheckInDay(autumn, new Date('2027-11-02T12:00:00Z'))).toBe('2027-10-31');
  });

  it('moves a series on to its next day when that day begins, and shows each day its own taps', () => {
    const onFirstDay = new Date('2027-03-27T09:00:00Z');
    const weekLater = new Date('2027-04-02T21:59:59Z'); // 23:59:59 on Friday, summer time
    const secondDay = new Date('2027-04-02T22:00:00Z');
    expect(openCheckInDay(series, onFirstDay)).toBe('2027-03-27');
    expect(openCheckInDay(series, weekLater)).toBe('2027-03-27');
    expect(openCheckInDay(series, secondDay)).toBe('2027-04-03');
    expect(presentOn(series, onFirstDay, '2027-03-27')).toBe(true);
    expect(presentOn(series, onFirstDay, '2027-04-03')).toBe(false);
    expect(presentOn(series, secondDay, '2027-04-03')).toBe(true);
    expect(presentOn(series, null, '2027-04-03')).toBe(false);
  });

  it('counts a check-in for exactly one of the date’s days: the last one begun', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((offset) => addDays('2026-01-01', offset));
    const instant = fc
      .integer({ min: Date.UTC(2025, 11, 1), max: Date.UTC(2035, 0, 1) })
      .map((time) => new Date(time));
    fc.assert(
      fc.property(fc.uniqueArray(day, { minLength: 1, maxLength: 8 }), instant, (days, at) => {
        const sorted = [...days].sort();
        const date = { startsOn: sorted[0] ?? '', fixedDates: days.length > 1 ? days : [] };
        const open = openCheckInDay(date, at);
        const today = berlinDay(at);
        const begun = sorted.filter((each) => each <= today);
        expect(open).toBe(begun.at(-1) ?? null);
        const counted = sorted.filter((each) => presentOn(date, at, each));
        expect(counted).toEqual(open === null ? [] : [open]);
      }),
    );
  });

  it('says the count in places', () => {
    expect(presenceText(3, 8)).toBe('3 von 8 anwesend');
  });
});
