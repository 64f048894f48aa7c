import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, berlinDay, wallTimeAsUtc } from './berlin-time';
import { courseStart, daysAheadText, reminderDue, remindsNow } from './course-reminders';
import { courseTimeText } from './course-time';

// every day from 2020 to 2040, as yyyy-mm-dd
const anyDay = fc.integer({ min: 0, max: 365 * 20 }).map((offset) => addDays('2020-01-01', offset));

describe('course reminders', () => {
  it('are due at 08:00 Berlin wall time on the Berlin day N days before, whatever the season', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 1, max: 30 }), (firstDay, days) => {
        const due = reminderDue(firstDay, days);
        expect(berlinDay(due)).toBe(addDays(firstDay, -days));
        expect(new Date(wallTimeAsUtc(due.getTime())).toISOString().slice(11, 16)).toBe('08:00');
      }),
    );
  });

  it('fall on the change days in UTC as the clocks say: 06:00 in spring, 07:00 in autumn', () => {
    // 2027-03-28 and 2027-10-31 are the last Sundays of March and October
    expect(reminderDue('2027-03-31', 3).toISOString()).toBe('2027-03-28T06:00:00.000Z');
    expect(reminderDue('2027-11-03', 3).toISOString()).toBe('2027-10-31T07:00:00.000Z');
  });

  it('start with the first clock time of the course, or at midnight without one', () => {
    expect(courseStart('2027-07-01', 'Samstags 10:00 – 13:00 Uhr').toISOString()).toBe(
      '2027-07-01T08:00:00.000Z',
    );
    expect(courseStart('2027-12-01', 'ganztägig').toISOString()).toBe('2027-11-30T23:00:00.000Z');
  });

  it('go out only for bookings paid before they were due, and never once the course began', () => {
    const due = new Date('2027-06-03T06:00:00Z');
    const start = new Date('2027-06-06T08:00:00Z');
    const early = new Date('2027-05-01T10:00:00Z');
    expect(remindsNow({ now: due, paidAt: early, due, start })).toBe(true);
    expect(remindsNow({ now: due, paidAt: new Date('2027-06-03T07:00:00Z'), due, start })).toBe(
      false,
    );
    expect(remindsNow({ now: start, paidAt: early, due, start })).toBe(false);
  });

  it('say the time with "Uhr" only where it names clock times', () => {
    expect(courseTimeText('10:00 – 12:00')).toBe('10:00 – 12:00 Uhr');
    expect(courseTimeText('Samstags 10:00 – 13:00 Uhr')).toBe('Samstags 10:00 – 13:00 Uhr');
    expect(courseTimeText('nach Absprache')).toBe('nach Absprache');
  });

  it('say how far ahead the course is in Berlin days', () => {
    // 23:30 UTC on 2 June is already 3 June in Berlin
    const now = new Date('2027-06-02T23:30:00Z');
    expect(daysAheadText(now, '2027-06-03')).toBe('heute');
    expect(daysAheadText(now, '2027-06-04')).toBe('morgen');
    expect(daysAheadText(now, '2027-06-06')).toBe('in 3 Tagen');
  });
});
