import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basePrice } from './base-price';
import { clampQuantity, daysOfDate, freePlaces, maxQuantity, parseQuantity } from './course';
import { validateBooking } from './course-booking';
import { courseDays, formatDate, formatDateWithWeekday, withClock } from './dates';
import { formatMean, isListable, reviewCount, starsFor } from './ratings';

describe('the days of a course date', () => {
  const day = fc
    .date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));

  it('is the listed days of a series, else the start alone', () => {
    fc.assert(
      fc.property(day, fc.array(day, { maxLength: 6 }), (startsOn, listed) => {
        const days = daysOfDate({ startsOn, fixedDates: listed });
        expect(days).toEqual(listed.length > 0 ? listed : [startsOn]);
        expect(daysOfDate({ startsOn, fixedDates: null })).toEqual([startsOn]);
      }),
    );
  });
});

describe('quantity limits (docs/shop/product-page.md#quantity)', () => {
  it('caps a course at 12 before a date is chosen, then at the free places', () => {
    expect(maxQuantity({ isCourse: true, stock: 0 })).toBe(12);
    expect(maxQuantity({ isCourse: true, stock: 0, freeOfChosenDate: 2 })).toBe(2);
    expect(maxQuantity({ isCourse: false, stock: 4 })).toBe(4);
    expect(maxQuantity({ isCourse: false, stock: -3 })).toBe(0);
  });

  it('clamps to 1..max and to 0 when nothing is available; non-numbers count as 0', () => {
    expect(clampQuantity(5, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity('abc', 3)).toBe(1);
    expect(clampQuantity(2, 0)).toBe(0);
    expect(parseQuantity('abc')).toBe(0);
    expect(parseQuantity('7')).toBe(7);
    fc.assert(
      fc.property(fc.anything(), fc.integer({ min: -5, max: 50 }), (wanted, max) => {
        const q = clampQuantity(wanted, max);
        if (max <= 0) expect(q).toBe(0);
        else expect(q >= 1 && q <= max).toBe(true);
      }),
    );
  });

  it('never goes past what one order may take', () => {
    expect(maxQuantity({ isCourse: false, stock: 50, cap: 10 })).toBe(10);
    expect(maxQuantity({ isCourse: false, stock: 3, cap: 10 })).toBe(3);
    expect(maxQuantity({ isCourse: true, stock: 0, freeOfChosenDate: null, cap: 12 })).toBe(12);
    expect(maxQuantity({ isCourse: true, stock: 0, freeOfChosenDate: 30, cap: 12 })).toBe(12);
    expect(maxQuantity({ isCourse: false, stock: 5, cap: -2 })).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 60 }),
        fc.integer({ min: -5, max: 20 }),
        (stock, cap) => {
          const max = maxQuantity({ isCourse: false, stock, cap });
          expect(max).toBeGreaterThanOrEqual(0);
          expect(max).toBeLessThanOrEqual(Math.max(0, Math.min(stock, cap)));
        },
      ),
    );
  });

  it('free places are never negative', () => {
    expect(freePlaces(8, 3)).toBe(5);
    expect(freePlaces(8, 9)).toBe(0);
  });
});

describe('course booking validation (docs/shop/courses.md#checking-the-form)', () => {
  const empty = { date: '', firstName: '', lastName: '', email: '', phone: '' };

  it('lists every missing field in order', () => {
    expect(validateBooking(empty)).toEqual({
      invalid: ['date', 'firstName', 'lastName', 'email', 'phone'],
      message: 'Datum, Vorname, Nachname, E-Mail, Telefonnummer darf nicht leer sein.',
    });
    expect(
      validateBooking({ ...empty, date: '3', firstName: 'Anna', email: 'a@b.de' }).message,
    ).toBe('Nachname, Telefonnummer darf nicht leer sein.');
  });

  it('checks the e-mail format and passes a complete form', () => {
    const full = {
      date: '3',
      firstName: 'Anna',
      lastName: 'Imker',
      email: 'anna@example.org',
      phone: '0171 123',
    };
    expect(validateBooking(full)).toEqual({ invalid: [], message: null });
    expect(validateBooking({ ...full, email: 'anna@' }).invalid).toEqual(['email']);
    expect(validateBooking({ ...full, phone: 'abc' })).toEqual({
      invalid: ['phone'],
      message: 'Bitte gib eine gültige Telefonnummer ein.',
    });
  });
});

describe('display helpers', () => {
  it('computes the Grundpreis per kg or litre', () => {
    expect(basePrice(890, { amount: 500, unit: 'g' })).toEqual({ cents: 1780, unit: 'kg' });
    expect(basePrice(450, { amount: 750, unit: 'ml' })).toEqual({ cents: 600, unit: 'l' });
  });

  it('turns a mean into full, half and empty stars', () => {
    expect(starsFor(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starsFor(null)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starsFor(3.2)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  });

  it('formats course days and times the German way, whatever the time zone', () => {
    expect(formatDate('2027-04-17')).toBe('17.04.2027');
    expect(formatDateWithWeekday('2027-04-17')).toBe('Sa., 17.04.2027');
    expect(withClock('10:00 – 13:00')).toBe('10:00 – 13:00 Uhr');
    expect(withClock('10 Uhr')).toBe('10 Uhr');
    expect(courseDays(null, ['2027-04-17'])).toBe('17.04.2027');
    expect(courseDays('Gruppe 2', ['2027-03-20', '2027-05-15'])).toBe(
      'Gruppe 2: 20.03.2027, 15.05.2027',
    );
  });

  it('shows the mean as n/5 or ?/5 and counts reviews', () => {
    expect(formatMean(4.5)).toBe('4,5/5');
    expect(formatMean(null)).toBe('?/5');
    expect(reviewCount(1)).toBe('1 Bewertung');
    expect(reviewCount(3)).toBe('3 Bewertungen');
  });

  it('lists a rating only with title, place and comment', () => {
    const rating = {
      id: 1,
      title: 'Lecker',
      ort: 'Bamberg',
      date: '2026-05-01',
      rate: 5,
      comment: 'Sehr gut',
    };
    expect(isListable(rating)).toBe(true);
    expect(isListable({ ...rating, comment: null })).toBe(false);
    expect(isListable({ ...rating, ort: ' ' })).toBe(false);
  });
});
