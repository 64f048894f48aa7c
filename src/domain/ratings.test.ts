import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './berlin-time';
import { courseNotHeldYet } from './course-rating-notice';
import { isRatableOn, ratableFrom, ratingLinks } from './ratings';

const day = fc.integer({ min: 0, max: 3_000 }).map((offset) => addDays('2026-01-01', offset));
const line = fc.record({
  productId: fc.constantFrom('p-honig', 'p-met', 'c-imkern', 'c-kerzen'),
  title: fc.string({ minLength: 1, maxLength: 12 }),
  course: fc.option(fc.record({ dates: fc.array(day, { minLength: 1, maxLength: 4 }) }), {
    nil: null,
  }),
});

describe('when a purchase may be rated', () => {
  it('a course from its last day on, goods at once', () => {
    expect(ratableFrom(null)).toBeNull();
    expect(ratableFrom(['2027-04-10', '2027-06-12', '2027-05-08'])).toBe('2027-06-12');
    fc.assert(
      fc.property(fc.array(day, { minLength: 1, maxLength: 6 }), day, (days, today) => {
        const from = ratableFrom(days) as string;
        expect(days).toContain(from);
        expect(days.every((other) => other <= from)).toBe(true);
        // open on the last day and after it, never before
        expect(isRatableOn(from, today)).toBe(today >= from);
        expect(isRatableOn(null, today)).toBe(true);
      }),
    );
  });

  it('links each product once, never a course still ahead, every goods line at once', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), day, (lines, today) => {
        const links = ratingLinks({ transactionId: 'pi_sim_Abc', lines }, today);
        const ids = links.map((link) => link.productId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const link of links) {
          expect(link.path).toBe(`/produkt/${link.productId}?transactionId=pi_sim_Abc`);
          const held = lines.some(
            (each) =>
              each.productId === link.productId &&
              isRatableOn(ratableFrom(each.course?.dates ?? null), today),
          );
          expect(held).toBe(true);
        }
        for (const each of lines)
          if (isRatableOn(ratableFrom(each.course?.dates ?? null), today))
            expect(ids).toContain(each.productId);
        expect(ratingLinks({ transactionId: null, lines }, today)).toEqual([]);
      }),
    );
  });

  it('tells a course’s buyer the day, the German way', () => {
    expect(courseNotHeldYet('2027-06-01')).toBe(
      'Bewerten kannst du den Kurs, sobald er stattgefunden hat: ab dem 01.06.2027.',
    );
  });
});
