import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, berlinDay } from './berlin-time';
import {
  isPickupDateValid,
  nextPickupDates,
  orderCutoff,
  type PickupCalendar,
  pickupDateProblem,
  pickupReminderDue,
} from './pickup-dates';

// "bis Donnerstag 18 Uhr für Samstag": the Saturday market stall
const stall: PickupCalendar = {
  openingHours: [{ weekday: 6, opens: '08:00', closes: '13:00' }],
  cutoff: { daysBefore: 2, time: '18:00' },
  closedDays: ['2026-05-16'],
};
// the farm shop: Monday to Saturday, orders until 18:00 the day before
const farmShop: PickupCalendar = {
  openingHours: [1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    opens: '09:00',
    closes: '18:00',
  })),
  cutoff: { daysBefore: 1, time: '18:00' },
  closedDays: [],
};
const at = (iso: string) => new Date(iso);
const justBefore = (instant: Date) => new Date(instant.getTime() - 1);

describe('pickup dates at a market stall', () => {
  it('takes orders for Saturday until Thursday 17:59:59.999, not at 18:00', () => {
    // May is summer time: Berlin 18:00 is 16:00 UTC
    expect(orderCutoff(stall, '2026-05-09')).toEqual(at('2026-05-07T16:00:00Z'));
    const lastMoment = at('2026-05-07T15:59:59.999Z');
    expect(isPickupDateValid(stall, '2026-05-09', lastMoment)).toBe(true);
    expect(nextPickupDates(stall, lastMoment, 2)).toEqual(['2026-05-09', '2026-05-23']);
    const tooLate = at('2026-05-07T16:00:00Z');
    expect(pickupDateProblem(stall, '2026-05-09', tooLate)).toBe(
      'Für Sa., 09.05.2026 ist Bestellschluss vorbei. Bitte wähle einen späteren Tag.',
    );
    expect(nextPickupDates(stall, tooLate, 1)).toEqual(['2026-05-23']);
  });

  it('skips closed days and days without hours, saying why', () => {
    const now = at('2026-05-01T08:00:00Z');
    expect(pickupDateProblem(stall, '2026-05-16', now)).toBe(
      'Am Sa., 16.05.2026 ist hier geschlossen.',
    );
    expect(pickupDateProblem(stall, '2026-05-15', now)).toBe(
      'Am Fr., 15.05.2026 gibt es hier keine Abholung.',
    );
    expect(pickupDateProblem(stall, '2026-04-25', now)).toBe(
      'Sa., 25.04.2026 liegt in der Vergangenheit.',
    );
    // Friday 1 May: Saturday's orders closed on Thursday
    expect(nextPickupDates(stall, now, 3)).toEqual(['2026-05-09', '2026-05-23', '2026-05-30']);
  });

  it('offers nothing when the place has no day, and stops looking after a year', () => {
    const never = { ...stall, openingHours: [] };
    expect(nextPickupDates(never, at('2026-05-01T08:00:00Z'), 3)).toEqual([]);
  });

  it('does not offer today once the stall has closed, whatever the cutoff says', () => {
    const sameDay = { ...stall, cutoff: { daysBefore: 0, time: '23:00' } };
    expect(isPickupDateValid(sameDay, '2026-05-09', at('2026-05-09T10:59:00Z'))).toBe(true);
    // 13:00 in Berlin
    expect(isPickupDateValid(sameDay, '2026-05-09', at('2026-05-09T11:00:00Z'))).toBe(false);
  });
});

// the four DST weekends of 2026 and 2027: Sunday of the change, and the UTC instant of
// Berlin 18:00 on the Saturday before, on the Sunday itself and on the Monday after
const DST_WEEKENDS = [
  { sunday: '2026-03-29', saturday18: '17:00', sunday18: '16:00' },
  { sunday: '2026-10-25', saturday18: '16:00', sunday18: '17:00' },
  { sunday: '2027-03-28', saturday18: '17:00', sunday18: '16:00' },
  { sunday: '2027-10-31', saturday18: '16:00', sunday18: '17:00' },
];

describe.each(DST_WEEKENDS)('the clock change on $sunday', ({ sunday, saturday18, sunday18 }) => {
  const saturday = addDays(sunday, -1);
  const monday = addDays(sunday, 1);

  it('closes Monday’s orders at 18:00 Berlin on the Sunday of the change', () => {
    const cutoff = at(`${sunday}T${sunday18}:00Z`);
    expect(orderCutoff(farmShop, monday)).toEqual(cutoff);
    expect(isPickupDateValid(farmShop, monday, justBefore(cutoff))).toBe(true);
    expect(isPickupDateValid(farmShop, monday, cutoff)).toBe(false);
    expect(nextPickupDates(farmShop, justBefore(cutoff), 1)).toEqual([monday]);
    expect(nextPickupDates(farmShop, cutoff, 1)).toEqual([addDays(monday, 1)]);
  });

  it('closes a Sunday stall’s orders at 18:00 Berlin on the Saturday before', () => {
    const sundayStall = {
      ...stall,
      openingHours: [{ weekday: 7, opens: '10:00', closes: '14:00' }],
      cutoff: { daysBefore: 1, time: '18:00' },
    };
    const cutoff = at(`${saturday}T${saturday18}:00Z`);
    expect(orderCutoff(sundayStall, sunday)).toEqual(cutoff);
    expect(nextPickupDates(sundayStall, justBefore(cutoff), 1)).toEqual([sunday]);
    expect(nextPickupDates(sundayStall, cutoff, 1)).toEqual([addDays(sunday, 7)]);
  });

  it('reminds of a Monday pickup at 18:00 Berlin on the Sunday of the change', () => {
    expect(pickupReminderDue(monday)).toEqual(at(`${sunday}T${sunday18}:00Z`));
  });

  it('counts the day of the change as one calendar day, 23 or 25 hours long', () => {
    // 23:30 Berlin on the Sunday is still Sunday, 00:30 on Monday is Monday
    const lateSunday = at(`${sunday}T${sunday18 === '16:00' ? '21:30' : '22:30'}:00Z`);
    expect(berlinDay(lateSunday)).toBe(sunday);
    expect(berlinDay(new Date(lateSunday.getTime() + 3_600_000))).toBe(monday);
  });
});

const weekdays = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 });
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const calendar: fc.Arbitrary<PickupCalendar> = fc.record({
  openingHours: weekdays.map((days) =>
    days.map((weekday) => ({ weekday, opens: '08:00', closes: '18:00' })),
  ),
  cutoff: fc.record({ daysBefore: fc.integer({ min: 0, max: 6 }), time: clock }),
  closedDays: fc.array(
    fc.integer({ min: 0, max: 60 }).map((offset) => addDays('2026-03-20', offset)),
    { maxLength: 10 },
  ),
});
const instants = fc
  .integer({ min: Date.parse('2026-03-20T00:00:00Z'), max: Date.parse('2027-11-10T00:00:00Z') })
  .map((ms) => new Date(ms));

describe('pickup dates, for any place and any moment', () => {
  it('lists exactly the valid days, in order, none missed between them', () => {
    fc.assert(
      fc.property(calendar, instants, fc.integer({ min: 1, max: 8 }), (place, now, count) => {
        const dates = nextPickupDates(place, now, count);
        expect(dates.length).toBeLessThanOrEqual(count);
        const last = dates.at(-1);
        if (!last) return;
        const span: string[] = [];
        for (let day = berlinDay(now); day <= last; day = addDays(day, 1)) span.push(day);
        expect(dates).toEqual(span.filter((day) => isPickupDateValid(place, day, now)));
      }),
    );
  });

  it('never offers a closed day, and a valid day stays valid until its cutoff', () => {
    fc.assert(
      fc.property(calendar, instants, (place, now) => {
        for (const day of nextPickupDates(place, now, 5)) {
          expect(place.closedDays).not.toContain(day);
          expect(now < orderCutoff(place, day)).toBe(true);
          expect(isPickupDateValid(place, day, justBefore(now))).toBe(
            day >= berlinDay(justBefore(now)),
          );
        }
      }),
    );
  });
});
